import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type AccessRecord } from '../src/index.ts';
import { bearer, CONTEXT_SECRET, emailOf, JWT_SECRET, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';

const ADMINS = [
  { id: 1, role: 1 as const, modules: [] },
  { id: 26, role: 3 as const, modules: ['users'] },
];

describe('access log', () => {
  let gw: TestGateway;
  let token1: string;
  let token26: string;

  /** The record of the last request with this method and path. */
  const recordOf = (method: string, path: string): AccessRecord => {
    const found = gw.records.filter((r) => r.method === method && r.path === path).at(-1);
    if (!found) throw new Error(`no access record for ${method} ${path}`);
    return found;
  };
  const secretFree = (record: AccessRecord, ...secrets: string[]): void => {
    const line = JSON.stringify(record);
    for (const s of secrets) expect(line).not.toContain(s);
    expect(line).not.toMatch(/authorization|cookie|bearer/i);
  };

  beforeAll(async () => {
    gw = await startTestGateway({ admins: ADMINS });
    token1 = await signIn(gw.app, 1);
    token26 = await signIn(gw.app, 26);
  });
  afterAll(async () => {
    await gw.close();
  });

  it('writes every field of an allowed, proxied call, without the token', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/chat/api/gateway-test/echo?page=2&token=abc123secret',
      headers: { ...bearer(token1), 'user-agent': 'audit-test/1.0', cookie: 'session=cookie-value' },
    });
    expect(res.statusCode).toBe(200);
    const r = recordOf('GET', '/chat/api/gateway-test/echo');
    expect(r).toMatchObject({
      request_id: res.headers['x-request-id'],
      admin_id: 1,
      acting_as: null,
      method: 'GET',
      path: '/chat/api/gateway-test/echo',
      query: 'page=2&token=%5Bredacted%5D',
      permission: '@signed-in',
      decision: 'allow',
      reason: 'signed-in',
      status: 200,
      bytes: res.rawPayload.length,
      client: '127.0.0.1',
      user_agent: 'audit-test/1.0',
      upstream: 'chat',
    });
    expect(new Date(r.time).toISOString()).toBe(r.time);
    expect(r.time.endsWith('Z')).toBe(true);
    expect(r.duration_ms).toBeGreaterThanOrEqual(0);
    secretFree(r, token1, 'abc123secret', 'cookie-value');
  });

  it('records a denied call with the missing permission and why', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(token26) });
    expect(res.statusCode).toBe(403);
    const r = recordOf('GET', '/api/admins');
    expect(r).toMatchObject({
      admin_id: 26,
      acting_as: null,
      // Any of these would have let the call through (the switch-account modal reads the list too).
      permission: 'admins,switch_account',
      decision: 'deny',
      reason: 'not-granted',
      status: 403,
      upstream: null,
    });
    expect(r.bytes).toBe(res.rawPayload.length);
    secretFree(r, token26);
  });

  it('records refused tokens, unknown calls and other 404s', async () => {
    await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer('x.y.z') });
    expect(recordOf('GET', '/api/me')).toMatchObject({ admin_id: null, decision: 'deny', reason: 'token-malformed', status: 401 });
    await gw.app.inject({ method: 'GET', url: '/api/nothing', headers: bearer(token1) });
    expect(recordOf('GET', '/api/nothing')).toMatchObject({
      admin_id: 1,
      decision: 'deny',
      reason: 'uncatalogued',
      status: 404,
      permission: null,
    });
    await gw.app.inject({ method: 'POST', url: '/nowhere' });
    expect(recordOf('POST', '/nowhere')).toMatchObject({ decision: 'deny', reason: 'not-found', status: 404 });
  });

  it('records sign-in attempts with the e-mail and never the password', async () => {
    await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(26), password: 'wrong-password-123' } });
    const failed = recordOf('POST', '/api/login');
    expect(failed).toMatchObject({
      status: 422,
      admin_id: null,
      event: { type: 'login', outcome: 'wrong-credentials', email: emailOf(26) },
    });
    secretFree(failed, 'wrong-password-123');
    const ok = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(26), password: PASSWORD } });
    const success = recordOf('POST', '/api/login');
    expect(success).toMatchObject({
      status: 200,
      admin_id: 26,
      permission: '@public',
      reason: 'public',
      event: { type: 'login', outcome: 'success', email: emailOf(26) },
    });
    secretFree(success, PASSWORD, ok.json().token);
  });

  it('records switches with both admins, calls made while switched, and logouts', async () => {
    const switched = await gw.app.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: bearer(token1),
      payload: { admin_id: 26 },
    });
    const switchedToken = switched.json().token as string;
    expect(recordOf('POST', '/api/switch-account')).toMatchObject({
      admin_id: 1,
      acting_as: null,
      permission: 'switch_account',
      event: { type: 'switch-account', from: 1, to: 26 },
    });

    await gw.app.inject({ method: 'GET', url: '/support/api/gateway-test/echo', headers: bearer(switchedToken) });
    expect(recordOf('GET', '/support/api/gateway-test/echo')).toMatchObject({
      admin_id: 1,
      acting_as: 26,
      upstream: 'support',
      decision: 'allow',
    });
    // The upstream learns both from the signed context.
    expect(
      JSON.parse((await gw.app.inject({ method: 'GET', url: '/support/api/gateway-test/echo', headers: bearer(switchedToken) })).body),
    ).toMatchObject({ admin_id: 26, original_admin_id: 1 });

    const back = await gw.app.inject({ method: 'POST', url: '/api/switch-account/back', headers: bearer(switchedToken) });
    expect(recordOf('POST', '/api/switch-account/back')).toMatchObject({
      admin_id: 1,
      acting_as: 26,
      event: { type: 'switch-back', from: 26, to: 1 },
    });

    await gw.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(back.json().token) });
    expect(recordOf('POST', '/api/logout')).toMatchObject({ admin_id: 1, status: 204, event: { type: 'logout' } });
  });

  it('logs the client address, believing X-Forwarded-For only from a trusted proxy', async () => {
    await gw.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(recordOf('GET', '/health').client).toBe('127.0.0.1');
    const records: AccessRecord[] = [];
    const behindProxy = buildGateway({
      db: gw.db,
      jwtSecret: JWT_SECRET,
      contextSecret: CONTEXT_SECRET,
      upstreams: { admin: gw.upstreams.admin.url, chat: gw.upstreams.chat.url, support: gw.upstreams.support.url },
      accessLog: (record) => records.push(record),
      trustedProxies: ['127.0.0.1'],
    });
    try {
      await behindProxy.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(records.at(-1)?.client).toBe('203.0.113.9');
    } finally {
      await behindProxy.close();
    }
  });

  it('writes exactly one record per request', async () => {
    const before = gw.records.length;
    await gw.app.inject({ method: 'GET', url: '/health' });
    await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token26) });
    await gw.app.inject({ method: 'GET', url: '/api/me' });
    expect(gw.records.length - before).toBe(3);
  });
});
