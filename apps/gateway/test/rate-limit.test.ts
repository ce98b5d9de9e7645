import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@bo/contract';
import { buildGateway } from '../src/index.ts';
import { bearer, CONTEXT_SECRET, FIXTURE_CALLS, JWT_SECRET, signIn, startTestGateway, type TestGateway } from './helper.ts';

const ECHO = '/api/gateway-test/echo';
const CHAT_ECHO = '/chat/api/gateway-test/echo';
const ADMINS = [
  { id: 1, role: 1 as const, modules: [] },
  { id: 2, role: 1 as const, modules: [] },
  { id: 3, role: 1 as const, modules: [] },
];
const UNAUTHENTICATED = { errors: 'Unauthenticated!' };

describe('rate limits per admin and per route, in memory', () => {
  let gw: TestGateway;
  let one: string;
  let two: string;

  beforeAll(async () => {
    gw = await startTestGateway({ admins: ADMINS, gateway: { rateLimit: { max: 3, windowMs: 60_000 } } });
    one = await signIn(gw.app, 1);
    two = await signIn(gw.app, 2);
  });
  afterAll(async () => {
    await gw.close();
  });

  it('refuses the call over the budget with 429 { errors }, logs it, and leaves other routes and admins alone', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await gw.app.inject({ method: 'POST', url: ECHO, headers: bearer(one), payload: {} })).statusCode).toBe(200);
    const over = await gw.app.inject({ method: 'POST', url: ECHO, headers: bearer(one), payload: {} });
    expect(over.statusCode).toBe(429);
    // The window opened with the first call: 60 seconds left, or 59 when the four calls took over a second (a loaded machine).
    expect(over.json()).toEqual({ errors: expect.stringMatching(/^Too many requests\. Try again in (60|59) seconds\.$/) });
    expect(['60', '59']).toContain(over.headers['retry-after']);
    expect(over.json().errors).toContain(`in ${String(over.headers['retry-after'])} seconds`);
    expect(over.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(gw.records.at(-1)).toMatchObject({ path: ECHO, status: 429, decision: 'deny', reason: 'rate-limited', admin_id: 1 });
    // Another route, another admin: budgets of their own.
    expect((await gw.app.inject({ method: 'GET', url: CHAT_ECHO, headers: bearer(one) })).statusCode).toBe(200);
    expect((await gw.app.inject({ method: 'POST', url: ECHO, headers: bearer(two), payload: {} })).statusCode).toBe(200);
    // The gateway's own calls and probes are not counted here (sign-in has its own limit).
    for (let i = 0; i < 5; i += 1) expect((await gw.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('counts refused tokens per address and route: a 401 flood ends in 429s, logged, and locks no signed-in admin out', async () => {
    const flood = (remoteAddress: string, headers: Record<string, string> = { authorization: 'Bearer forged' }) =>
      gw.app.inject({ method: 'POST', url: ECHO, headers, payload: {}, remoteAddress });
    // A forged token, none at all, an expired session's: one budget, the address's on this route.
    const refusals: Record<string, string>[] = [{ authorization: 'Bearer forged' }, {}, { authorization: 'Basic x' }];
    for (const headers of refusals) {
      const refused = await flood('10.9.0.1', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(UNAUTHENTICATED);
    }
    const refusedRecord = gw.records.at(-1);
    expect(refusedRecord).toMatchObject({ path: ECHO, status: 401, decision: 'deny', reason: 'no-token', client: '10.9.0.1' });
    for (let i = 0; i < 3; i += 1) {
      const over = await flood('10.9.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ errors: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(gw.records.at(-1)).toMatchObject({
        path: ECHO,
        status: 429,
        decision: 'deny',
        reason: 'rate-limited',
        admin_id: null,
        client: '10.9.0.1',
      });
    }
    // Another address, another route: budgets of their own.
    expect((await flood('10.9.0.2')).statusCode).toBe(401);
    expect((await gw.app.inject({ method: 'GET', url: CHAT_ECHO, remoteAddress: '10.9.0.1' })).statusCode).toBe(401);
    // A signed-in admin spends its own budget, from the flooding address as from any other.
    const three = await signIn(gw.app, 3);
    for (const remoteAddress of ['10.9.0.1', '10.9.0.3'])
      expect((await gw.app.inject({ method: 'POST', url: ECHO, headers: bearer(three), payload: {}, remoteAddress })).statusCode).toBe(200);
  });
});

describe('rate limits shared by two gateways through Redis', () => {
  let gw: TestGateway;
  let second: FastifyInstance;
  const clients: Redis[] = [];
  const nameSpace = `bo-gateway-test-${randomUUID()}-`;

  beforeAll(async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    clients.push(new Redis(url), new Redis(url));
    gw = await startTestGateway({ admins: ADMINS, gateway: { rateLimit: { max: 3, windowMs: 60_000, redis: clients[0], nameSpace } } });
    // A second gateway on the same database, upstreams and Redis: a token of one is good on the other.
    second = buildGateway({
      db: gw.db,
      jwtSecret: JWT_SECRET,
      contextSecret: CONTEXT_SECRET,
      upstreams: { admin: gw.upstreams.admin.url, chat: gw.upstreams.chat.url, support: gw.upstreams.support.url },
      accessLog: (record) => gw.records.push(record),
      calls: [...apiCalls, ...FIXTURE_CALLS],
      rateLimit: { max: 3, windowMs: 60_000, redis: clients[1], nameSpace },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await gw.close();
    const keys = await clients[0]!.keys(`${nameSpace}*`);
    if (keys.length > 0) await clients[0]!.del(...keys);
    for (const c of clients) c.disconnect();
  });

  it('spends one budget across both instances', async () => {
    const token = await signIn(gw.app, 1);
    const call = (app: FastifyInstance) => app.inject({ method: 'POST', url: ECHO, headers: bearer(token), payload: {} });
    expect((await call(gw.app)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(gw.app)).statusCode).toBe(200);
    const over = await call(second);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) });
    expect(gw.records.at(-1)).toMatchObject({ status: 429, reason: 'rate-limited' });
    expect((await call(gw.app)).statusCode).toBe(429);
  });

  it('spends one address budget for refused tokens across both instances, kept in Redis', async () => {
    const flood = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: CHAT_ECHO, headers: { authorization: 'Bearer forged' }, remoteAddress: '10.9.1.1' });
    expect((await flood(gw.app)).statusCode).toBe(401);
    expect((await flood(second)).statusCode).toBe(401);
    expect((await flood(gw.app)).statusCode).toBe(401);
    const over = await flood(second);
    expect(over.statusCode).toBe(429);
    expect(gw.records.at(-1)).toMatchObject({ path: CHAT_ECHO, status: 429, reason: 'rate-limited', client: '10.9.1.1', admin_id: null });
    expect((await flood(gw.app)).statusCode).toBe(429);
    expect(await clients[0]!.keys(`${nameSpace}ip:10.9.1.1|GET ${CHAT_ECHO}`)).toHaveLength(1);
    // The admin signed in on either instance is not the flooding address.
    const token = await signIn(second, 2);
    const res = await gw.app.inject({ method: 'GET', url: CHAT_ECHO, headers: bearer(token), remoteAddress: '10.9.1.1' });
    expect(res.statusCode).toBe(200);
  });
});
