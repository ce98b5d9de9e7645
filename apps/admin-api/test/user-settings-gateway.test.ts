import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserSettingsAnswer } from '@bo/contract';
import { DEMO_PASSWORD, createTestDatabase, demoAdminEmail, seedDemo, type TestDatabase } from '@bo/db';
import { buildGateway } from '@bo/gateway';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'user-settings-gateway-context-secret-0123456789';
const JWT_SECRET = 'user-settings-gateway-jwt-secret-0123456789abcdef';

let database: TestDatabase;
let adminApi: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: (db) => seedDemo(db, { scale: 1 }) });
  adminApi = buildAdminApi({ db: database.db, contextSecret: CONTEXT_SECRET });
  await adminApi.listen({ port: 0, host: '127.0.0.1' });
  const adminUrl = `http://127.0.0.1:${(adminApi.server.address() as AddressInfo).port}`;
  gateway = buildGateway({
    db: database.db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    // Only admin-api calls are made here; the other upstreams are never reached.
    upstreams: { admin: adminUrl, chat: adminUrl, support: adminUrl },
    accessLog: () => undefined,
  });
  await gateway.ready();
});
afterAll(async () => {
  await gateway?.close();
  await adminApi?.close();
  await database?.drop();
});

async function tokenOf(id: number): Promise<string> {
  const res = await gateway.inject({ method: 'POST', url: '/api/login', payload: { email: demoAdminEmail(id), password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}
const putAs = (token: string, url: string, payload: object) =>
  gateway.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } });
const stored = async (id: number) =>
  (
    await database.db.query<{ min: number | null; max: number | null }>(
      'SELECT min_publisher_payout::float AS min, max_reconciliation_buyers::float AS max FROM admin.users WHERE id = $1',
      [id],
    )
  ).rows[0]!;

const USER = 43;
const DENIED = { errors: 'You do not have the permission: user_payout_limits' };

describe('min publisher payout and max reconciliation buyers through the gateway', () => {
  it('lets QA admin 11 set both', async () => {
    const token = await tokenOf(11);
    const min = await putAs(token, `/api/user/${USER}/min-publisher-payout`, { min_publisher_payout: 0.75 });
    expect(min.statusCode, min.body).toBe(200);
    expect(ZUserSettingsAnswer.parse(min.json()).data.min_publisher_payout).toBe(0.75);
    const max = await putAs(token, `/api/user/${USER}/max-reconciliation-buyers`, { max_reconciliation_buyers: 150 });
    expect(max.statusCode, max.body).toBe(200);
    expect(await stored(USER)).toEqual({ min: 0.75, max: 150 });
  });

  it('refuses staff 200, staff 201 (who may open user details) and admin 5 with 403, writing nothing', async () => {
    const before = await stored(USER);
    for (const id of [200, 201, 5]) {
      const token = await tokenOf(id);
      const min = await putAs(token, `/api/user/${USER}/min-publisher-payout`, { min_publisher_payout: 3 });
      expect(min.statusCode, `admin ${id}`).toBe(403);
      expect(min.json()).toEqual(DENIED);
      const max = await putAs(token, `/api/user/${USER}/max-reconciliation-buyers`, { max_reconciliation_buyers: 10 });
      expect(max.statusCode, `admin ${id}`).toBe(403);
      expect(max.json()).toEqual(DENIED);
    }
    expect(await stored(USER)).toEqual(before);
  });

  it('lets staff 201 (user_details) change the payout adjustment, which is not restricted', async () => {
    const res = await putAs(await tokenOf(201), `/api/user/${USER}/payout-adjustment`, { payout_adjustment: 80 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUserSettingsAnswer.parse(res.json()).data.payout_adjustment).toBe(80);
  });
});
