import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, GATEWAY_CALL, PUBLIC } from '@bo/contract';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** Issue 24 item 7: the page may talk to its own origin only, nothing API is stored, unused features are off. */
function expectPageHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  const connectSrc = csp.split(';').find((directive) => directive.trim().startsWith('connect-src'));
  expect(connectSrc?.trim()).toBe("connect-src 'self'");
  const policy = String(res.headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
}

function expectNoStore(res: LightMyRequestResponse, what: string): void {
  expect(res.headers['cache-control'], what).toBe('no-store');
}

/** A concrete URL of a call's pattern: every parameter 1 (the fake upstreams answer any path). */
const concrete = (path: string): string => path.replace(/:[A-Za-z_]+/g, '1');

/** Calls that end or replace the session they are sent with: checked last, on their own. */
const SESSION_CHANGING = new Set<string>([
  GATEWAY_CALL.logout,
  GATEWAY_CALL.switchAccount,
  GATEWAY_CALL.switchBack,
  GATEWAY_CALL.endOtherSessions,
  GATEWAY_CALL.endAdminSessions,
  GATEWAY_CALL.changePassword,
]);

describe('security headers over the SPA and every catalogued call', () => {
  let gw: TestGateway;
  let token: string;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gateway-headers-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }], gateway: { webDistDir: dist } });
    token = await signIn(gw.app, 1);
  });
  afterAll(async () => {
    await gw.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the SPA the page headers and lets its hashed assets be cached', async () => {
    const page = await gw.app.inject({ method: 'GET', url: '/users/user-details/5', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expectPageHeaders(page);
    const asset = await gw.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectPageHeaders(asset);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers every catalogued call with no-store and the page headers, whatever its status', async () => {
    const checked: string[] = [];
    for (const call of apiCalls) {
      if (SESSION_CHANGING.has(call.name)) continue;
      const res = await gw.app.inject({
        method: call.method,
        url: concrete(call.path),
        headers: call.permission === PUBLIC ? {} : bearer(token),
        ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
      });
      const what = `${call.method} ${call.path} (${res.statusCode})`;
      expectNoStore(res, what);
      expectPageHeaders(res);
      checked.push(what);
    }
    expect(checked.length).toBeGreaterThan(400);
  });

  it('covers the sign-in answer and refusals under every API prefix', async () => {
    // The sign-in answer carries the token.
    const login = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin1@gateway.test', password: 'x' } });
    expectNoStore(login, 'wrong sign-in');
    for (const url of [
      '/api/me',
      '/chat/api/gateway-test/echo',
      '/support/api/gateway-test/echo',
      '/api/nothing-here',
      '/chat/api/x',
      '/support/api/x',
    ]) {
      const signedOut = await gw.app.inject({ method: 'GET', url });
      expectNoStore(signedOut, `signed out ${url}`);
      expectPageHeaders(signedOut);
    }
    const badUrl = await gw.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expectNoStore(badUrl, 'malformed URL');
    expectPageHeaders(badUrl);
  });

  it('tells the browser to drop its cache and storage on sign-out', async () => {
    const own = await signIn(gw.app, 1);
    const res = await gw.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(own) });
    expect(res.statusCode).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache", "storage"');
    expectNoStore(res, 'logout');
    const after = await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(own) });
    expect(after.statusCode).toBe(401);
  });
});
