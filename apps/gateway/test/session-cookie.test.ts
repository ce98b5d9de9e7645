import type { AddressInfo } from 'node:net';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiCalls, PUBLIC, REALTIME_PATH, SESSION_COOKIE_REQUEST_HEADER } from '@bo/contract';
import { SESSION_COOKIE } from '../src/accounts/session-cookie.ts';
import { cookieWriteAllowed } from '../src/plugins/app/write-origin.ts';
import { bearer, emailOf, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** The gateway's own host and origin, as a browser on it sends them. */
const HOST = 'backoffice.test';
const OWN_ORIGIN = `https://${HOST}`;
/** The refusal of a cookie write that names no origin. */
const NO_ORIGIN = { errors: 'Origin not allowed: none' };
const WRITE = { method: 'POST', url: '/api/gateway-test/echo', payload: {} } as const;

/** A concrete URL of a call's pattern: every parameter 1. */
const concrete = (path: string): string => path.replace(/:[A-Za-z_]\w*/g, '1').replace(/\*$/, 'x');

/** The session cookie's Set-Cookie line of an answer (there is at most one). */
function setCookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The cookie a browser sends back from a Set-Cookie line. */
const cookieFrom = (line: string): string => line.split(';')[0]!;

/** Issue 24 item 7: the SPA's session in a `__Host-` cookie, with an Origin check on writes; bearer tokens unchanged. */
describe('the session cookie', () => {
  let gw: TestGateway;

  const cookieSignIn = async (id: number): Promise<string> => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOST, [SESSION_COOKIE_REQUEST_HEADER]: '1' },
      payload: { email: emailOf(id), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return cookieFrom(setCookieOf(res)!);
  };

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 50, role: 3, modules: ['users'] },
      ],
    });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('is set on sign-in when the SPA asks, HttpOnly, Secure, SameSite=Strict, Path=/, no Domain, and the answer holds no token', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { [SESSION_COOKIE_REQUEST_HEADER]: '1' },
      payload: { email: emailOf(50), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect(body.admin).toMatchObject({ id: 50 });
    const attributes = setCookieOf(res)!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']));
    expect(attributes.some((a) => a.toLowerCase().startsWith('domain'))).toBe(false);
    // It ends with the session: 12 hours at most.
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length));
    expect(maxAge).toBeGreaterThan(11 * 3600);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
  });

  it('is not set for API clients: they get the bearer token, as before', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(50), password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(typeof (res.json() as { token?: unknown }).token).toBe('string');
    expect(setCookieOf(res)).toBeUndefined();
  });

  it('authenticates a read without any Origin', async () => {
    const cookie = await cookieSignIn(50);
    const me = await gw.app.inject({ method: 'GET', url: '/api/me', headers: { host: HOST, cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: 50 });
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `${SESSION_COOKIE}=forged` } })).statusCode).toBe(401);
  });

  it('refuses a write without Origin or from another origin (403, logged), and lets the own origin through', async () => {
    const cookie = await cookieSignIn(50);
    const refusedBefore = gw.records.length;
    const without = await gw.app.inject({ ...WRITE, headers: { host: HOST, cookie } });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual(NO_ORIGIN);
    const foreign = await gw.app.inject({ ...WRITE, headers: { host: HOST, cookie, origin: 'https://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    // A sibling on another port is another origin.
    const sibling = await gw.app.inject({ ...WRITE, headers: { host: HOST, cookie, origin: `https://${HOST}:8443` } });
    expect(sibling.statusCode).toBe(403);
    const crossSite = await gw.app.inject({ ...WRITE, headers: { host: HOST, cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(gw.upstreams.admin.seen.filter((s) => s.url === WRITE.url)).toHaveLength(0);
    const refusals = gw.records.slice(refusedBefore).filter((r) => r.path === WRITE.url);
    expect(refusals).toHaveLength(4);
    for (const record of refusals)
      expect(record).toMatchObject({ status: 403, decision: 'deny', reason: 'origin-not-allowed', admin_id: 50 });

    const own = await gw.app.inject({ ...WRITE, headers: { host: HOST, cookie, origin: OWN_ORIGIN } });
    expect(own.statusCode).toBe(200);
    const sameOrigin = await gw.app.inject({ ...WRITE, headers: { host: HOST, cookie, 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('checks the Origin of every catalogued write made with the cookie', async () => {
    const cookie = await cookieSignIn(1);
    const writes = apiCalls.filter((c) => c.permission !== PUBLIC && c.method !== 'GET');
    for (const call of writes) {
      const res = await gw.app.inject({ method: call.method, url: concrete(call.path), headers: { host: HOST, cookie }, payload: {} });
      expect(res.statusCode, `${call.method} ${call.path}`).toBe(403);
      expect(res.json(), `${call.method} ${call.path}`).toEqual(NO_ORIGIN);
    }
    expect(writes.length).toBeGreaterThan(150);
    // The session is still fine: nothing above ended it.
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('does not check bearer-authenticated writes: a token is no ambient credential', async () => {
    const token = await signIn(gw.app, 50);
    const res = await gw.app.inject({ ...WRITE, headers: { ...bearer(token), host: HOST } });
    expect(res.statusCode).toBe(200);
  });

  it('follows a switch of account and back, and sign-out clears it', async () => {
    const cookie = await cookieSignIn(1);
    const own = { host: HOST, origin: OWN_ORIGIN, [SESSION_COOKIE_REQUEST_HEADER]: '1' };
    const switched = await gw.app.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: { ...own, cookie },
      payload: { admin_id: 50 },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).not.toHaveProperty('token');
    const switchedCookie = cookieFrom(setCookieOf(switched)!);
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: switchedCookie } })).json()).toMatchObject({ id: 50 });
    // The old cookie's session was replaced.
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const back = await gw.app.inject({ method: 'POST', url: '/api/switch-account/back', headers: { ...own, cookie: switchedCookie } });
    expect(back.statusCode).toBe(200);
    const backCookie = cookieFrom(setCookieOf(back)!);

    const out = await gw.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host: HOST, origin: OWN_ORIGIN, cookie: backCookie },
    });
    expect(out.statusCode).toBe(204);
    const cleared = setCookieOf(out)!;
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/');
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: backCookie } })).statusCode).toBe(401);
  });

  it('opens the websocket from the cookie', async () => {
    const cookie = await cookieSignIn(50);
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, { headers: { cookie }, origin: `http://127.0.0.1:${port}` });
    const opened = await new Promise<boolean>((resolve) => {
      ws.once('open', () => resolve(true));
      ws.once('unexpected-response', () => resolve(false));
      ws.once('error', () => resolve(false));
    });
    ws.close();
    expect(opened).toBe(true);
    expect(gw.records.at(-1)).toBeDefined();
  });
});

describe('the origin of a cookie write', () => {
  const request = (method: string, headers: Record<string, string>, host = HOST): FastifyRequest =>
    ({ method, headers, host }) as unknown as FastifyRequest;

  it('is the request host when PUBLIC_ORIGIN is unset, whatever the scheme (TLS ends before the gateway)', () => {
    expect(cookieWriteAllowed(request('POST', { origin: OWN_ORIGIN }), null)).toBe(true);
    expect(cookieWriteAllowed(request('DELETE', { origin: `http://${HOST}` }), null)).toBe(true);
    expect(cookieWriteAllowed(request('PUT', { origin: 'null' }), null)).toBe(false);
    expect(cookieWriteAllowed(request('GET', {}), null)).toBe(true);
  });

  it('is exactly PUBLIC_ORIGIN when set', () => {
    expect(cookieWriteAllowed(request('POST', { origin: OWN_ORIGIN }, 'gateway-1:8080'), OWN_ORIGIN)).toBe(true);
    expect(cookieWriteAllowed(request('POST', { origin: `http://${HOST}` }), OWN_ORIGIN)).toBe(false);
    expect(cookieWriteAllowed(request('PATCH', { origin: 'https://other.test' }), OWN_ORIGIN)).toBe(false);
  });
});
