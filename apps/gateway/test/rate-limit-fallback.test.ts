import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_FAST_REDIS } from '@bo/server-kit';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

const ECHO = '/api/gateway-test/echo';

describe('rate limits while Redis does not answer (issue 23)', () => {
  let gw: TestGateway;
  let redis: Redis;

  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once (no offline queue), as with Redis down.
    redis = new Redis('redis://127.0.0.1:1', FAIL_FAST_REDIS);
    redis.on('error', () => undefined);
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }], gateway: { rateLimit: { max: 3, windowMs: 60_000, redis } } });
  });
  afterAll(async () => {
    await gw.close();
    redis.disconnect();
  });

  it('counts in this process instead of opening the gate, and says so in /metrics', async () => {
    const token = await signIn(gw.app, 1);
    const started = Date.now();
    for (let i = 0; i < 3; i += 1)
      expect((await gw.app.inject({ method: 'POST', url: ECHO, headers: bearer(token), payload: {} })).statusCode).toBe(200);
    const over = await gw.app.inject({ method: 'POST', url: ECHO, headers: bearer(token), payload: {} });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: 'Too many requests. Try again in 60 seconds.' });
    // No call waited for Redis.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(gw.app.rateLimitBackend).toMatchObject({ fallback: true });
    expect(gw.app.rateLimitBackend?.fallbackCalls).toBeGreaterThanOrEqual(4);
    const metrics = await gw.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(Number(/bo_gateway_rate_limit_fallback_calls (\d+)/.exec(metrics.body)?.[1])).toBeGreaterThanOrEqual(4);
  });
});
