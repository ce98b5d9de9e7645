import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayEnv } from '../src/env.ts';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

describe('host allow-list (ALLOWED_HOSTS)', () => {
  let gw: TestGateway;
  let token: string;

  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }], gateway: { allowedHosts: ['bo.example.test', 'localhost'] } });
    const login = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'bo.example.test' },
      payload: { email: 'admin1@gateway.test', password: 'correct horse battery staple' },
    });
    token = (login.json() as { token: string }).token;
  });
  afterAll(async () => {
    await gw.close();
  });

  it('serves the allowed hosts, any port and case', async () => {
    for (const host of ['bo.example.test', 'BO.Example.Test:8443', 'localhost:8080']) {
      const res = await gw.app.inject({ method: 'GET', url: '/api/me', headers: { ...bearer(token), host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('refuses another host with 421 { errors }, the security headers and a deny record, before reaching an upstream', async () => {
    const before = gw.upstreams.admin.seen.length;
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/gateway-test/echo',
      headers: { ...bearer(token), host: 'evil.test' },
      payload: {},
    });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ errors: 'This host is not served here.' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(gw.upstreams.admin.seen.length).toBe(before);
    expect(gw.records.at(-1)).toMatchObject({ status: 421, decision: 'deny', reason: 'host-not-allowed' });
    // Sign-in too: a forged host never gets a token.
    const login = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'bo.example.test.evil.test' },
      payload: { email: 'admin1@gateway.test', password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(421);
  });

  it('still answers the probes by address', async () => {
    expect((await gw.app.inject({ method: 'GET', url: '/health', headers: { host: '10.1.2.3:8080' } })).statusCode).toBe(200);
  });

  it('answers any host when the list is empty', async () => {
    const open = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }] });
    try {
      const t = await signIn(open.app, 1);
      expect((await open.app.inject({ method: 'GET', url: '/api/me', headers: { ...bearer(t), host: 'anything.test' } })).statusCode).toBe(
        200,
      );
    } finally {
      await open.close();
    }
  });
});

describe('hardening settings from the environment', () => {
  const env = {
    DATABASE_URL: 'postgres://x',
    JWT_SECRET: 'j'.repeat(32),
    UPSTREAM_CONTEXT_SECRET: 'c'.repeat(32),
    DATA_PROTECTION_KEY: 'd'.repeat(32),
  };

  it('reads ALLOWED_HOSTS, REDIS_URL and the rate limit, with defaults', () => {
    expect(readGatewayEnv(env)).toMatchObject({ allowedHosts: [], redisUrl: null, rateLimit: { max: 600, windowMs: 60_000 } });
    expect(
      readGatewayEnv({
        ...env,
        ALLOWED_HOSTS: 'bo.example.test, localhost',
        REDIS_URL: 'redis://127.0.0.1:6379',
        RATE_LIMIT_MAX: '100',
        RATE_LIMIT_WINDOW_MS: '1000',
      }),
    ).toMatchObject({
      allowedHosts: ['bo.example.test', 'localhost'],
      redisUrl: 'redis://127.0.0.1:6379',
      rateLimit: { max: 100, windowMs: 1000 },
    });
  });

  it('refuses a rate limit that is not a positive whole number, by name', () => {
    expect(() => readGatewayEnv({ ...env, RATE_LIMIT_MAX: '0' })).toThrow('RATE_LIMIT_MAX is not a positive whole number: 0');
    expect(() => readGatewayEnv({ ...env, RATE_LIMIT_WINDOW_MS: 'soon' })).toThrow(
      'RATE_LIMIT_WINDOW_MS is not a positive whole number: soon',
    );
  });
});
