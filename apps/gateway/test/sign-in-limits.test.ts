import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@bo/contract';
import { buildGateway, LIMIT, MESSAGE } from '../src/index.ts';
import { CONTEXT_SECRET, emailOf, FIXTURE_CALLS, JWT_SECRET, PASSWORD, startTestGateway, type TestGateway } from './helper.ts';

const ADMINS = [
  { id: 1, role: 1 as const, modules: [] },
  { id: 5, role: 1 as const, modules: [] },
  { id: 26, role: 3 as const, modules: ['users'] },
];

const loginOn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

/** Issue 14, item 6: sign-in limits hold across addresses and gateways; register is limited like login. */
describe('sign-in and register limits across addresses and gateways', () => {
  let gw: TestGateway;
  let second: FastifyInstance;
  const clients: Redis[] = [];
  const nameSpace = `bo-gateway-test-${randomUUID()}-`;

  beforeAll(async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    clients.push(new Redis(url), new Redis(url));
    const rateLimit = (redis: Redis) => ({ max: 600, windowMs: 60_000, redis, nameSpace });
    gw = await startTestGateway({ admins: ADMINS, gateway: { rateLimit: rateLimit(clients[0]!) } });
    // A second gateway on the same database and Redis, as docker compose runs gateway-1 and gateway-2.
    second = buildGateway({
      db: gw.db,
      jwtSecret: JWT_SECRET,
      contextSecret: CONTEXT_SECRET,
      upstreams: { admin: gw.upstreams.admin.url, chat: gw.upstreams.chat.url, support: gw.upstreams.support.url },
      accessLog: (record) => gw.records.push(record),
      calls: [...apiCalls, ...FIXTURE_CALLS],
      rateLimit: rateLimit(clients[1]!),
      registration: true,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await gw?.close();
    const keys = await clients[0]!.keys(`${nameSpace}*`);
    if (keys.length > 0) await clients[0]!.del(...keys);
    for (const c of clients) c.disconnect();
  });

  it('counts one address on two gateways as one: the sixth attempt is refused', async () => {
    const address = '10.14.0.1';
    for (let i = 0; i < LIMIT.loginFailures; i += 1)
      expect((await loginOn(i % 2 === 0 ? gw.app : second, emailOf(5), 'wrong', address)).statusCode).toBe(422);
    for (const app of [gw.app, second]) {
      const blocked = await loginOn(app, emailOf(5), PASSWORD, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ errors: expect.stringMatching(/^Too many login attempts\. Try again in \d+ seconds\.$/) });
    }
  });

  it('counts an account across addresses: guesses spread over five addresses stop at the account limit', async () => {
    const addresses = ['10.14.1.1', '10.14.1.2', '10.14.1.3', '10.14.1.4', '10.14.1.5'];
    for (let i = 0; i < LIMIT.loginAccountFailures; i += 1) {
      const res = await loginOn(i % 2 === 0 ? gw.app : second, emailOf(26), 'wrong', addresses[i % addresses.length]!);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
    }
    // No address has reached its own five, yet the account is closed to every address, the right password included.
    const blocked = await loginOn(gw.app, emailOf(26), PASSWORD, '10.14.1.6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(gw.records.at(-1)).toMatchObject({ status: 429, reason: 'rate-limited', event: { type: 'login', outcome: 'rate-limited' } });
    // Another account from those addresses is not held back.
    expect((await loginOn(second, emailOf(1), PASSWORD, '10.14.1.1')).statusCode).toBe(200);
  });

  it('limits registrations per address like sign-ins, across gateways', async () => {
    const address = '10.14.2.1';
    const register = (app: FastifyInstance, n: number, remoteAddress = address) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: `Registrant ${n}`, email: `registrant-${n}-${nameSpace}@gateway.test`, password: 'a long enough password' },
        remoteAddress,
      });
    for (let n = 0; n < LIMIT.registerAttempts; n += 1) expect((await register(n % 2 === 0 ? gw.app : second, n)).statusCode).toBe(201);
    const over = await register(second, 99);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: MESSAGE.tooManyRegisterAttempts(Number(over.headers['retry-after'])) });
    expect(gw.records.at(-1)).toMatchObject({ path: '/api/register', status: 429, decision: 'deny', reason: 'rate-limited' });
    const made = await gw.db.query('SELECT 1 FROM core.admins WHERE email = $1', [`registrant-99-${nameSpace}@gateway.test`]);
    expect(made.rowCount).toBe(0);
    expect((await register(gw.app, 100, '10.14.2.2')).statusCode).toBe(201);
  });
});

/** Issue 14, item 7: a hash of the old scrypt cost is replaced at the next successful sign-in. */
describe('password hash upgrade at sign-in', () => {
  let gw: TestGateway;
  const hashOf = async (id: number): Promise<string> =>
    (await gw.db.query<{ password_hash: string }>('SELECT password_hash FROM core.admins WHERE id = $1', [id])).rows[0]!.password_hash;

  beforeAll(async () => {
    gw = await startTestGateway({ admins: ADMINS });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('stores a hash of N=2^17 after signing in with a hash of N=2^14, and the password still works', async () => {
    const salt = randomBytes(16);
    const legacy = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64url'),
      scryptSync(PASSWORD, salt, 32, { N: 16384 }).toString('base64url'),
    ].join('$');
    await gw.db.query('UPDATE core.admins SET password_hash = $2 WHERE id = $1', [26, legacy]);
    expect((await loginOn(gw.app, emailOf(26), 'wrong', '10.14.3.1')).statusCode).toBe(422);
    expect(await hashOf(26)).toBe(legacy);
    expect((await loginOn(gw.app, emailOf(26), PASSWORD, '10.14.3.1')).statusCode).toBe(200);
    const upgraded = await hashOf(26);
    expect(upgraded.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect((await loginOn(gw.app, emailOf(26), PASSWORD, '10.14.3.1')).statusCode).toBe(200);
    expect(await hashOf(26)).toBe(upgraded);
  });
});
