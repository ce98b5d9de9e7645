import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUsersByCarrierAnswer } from '@bo/contract';
import { createTestDatabase, DEMO_PASSWORD, demoAdminEmail, seedCore, todayNoonUtc, type Db, type TestDatabase } from '@bo/db';
import { buildGateway, type AccessRecord } from '@bo/gateway';
import { contextSigner } from '@bo/server-kit/testing';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'carrier-encoded-context-secret-0123456789abcdef';
const JWT_SECRET = 'carrier-encoded-jwt-secret-0123456789abcdef';
/** A carrier whose name holds a slash (spec 02 section 7: the carrier risk drill-down), and the two names it must not be read as. */
const CARRIER = 'T-Mobile/Metro by T-Mobile';
const ENCODED = encodeURIComponent(CARRIER);

/** Three users, one per carrier: only the first may come back for the slashed name. */
async function seedCarriers(db: Db): Promise<void> {
  await seedCore(db, { scale: 1, now: todayNoonUtc() });
  const carriers = [CARRIER, 'T-Mobile', 'Metro by T-Mobile'];
  for (const [i, carrier] of carriers.entries()) {
    await db.query(`INSERT INTO admin.users (id, hash, app_id) OVERRIDING SYSTEM VALUE VALUES ($1, $2, (SELECT min(id) FROM core.apps))`, [
      900_001 + i,
      `carrier-test-${i}`,
    ]);
    await db.query(`INSERT INTO admin.user_phone_verifications (user_id, phone, verified, carrier) VALUES ($1, $2, true, $3)`, [
      900_001 + i,
      `+1555000000${i}`,
      carrier,
    ]);
  }
}

describe('a carrier name with a slash, through the gateway to admin-api', () => {
  let database: TestDatabase;
  let adminApi: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;
  const records: AccessRecord[] = [];

  const tokenOf = async (adminId: number): Promise<string> => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAdminEmail(adminId), password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const getAs = (token: string, path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedCarriers });
    adminApi = buildAdminApi({ db: database.db, contextSecret: CONTEXT_SECRET });
    await adminApi.listen({ port: 0, host: '127.0.0.1' });
    const adminUrl = `http://127.0.0.1:${(adminApi.server.address() as AddressInfo).port}`;
    gateway = buildGateway({
      db: database.db,
      jwtSecret: JWT_SECRET,
      contextSecret: CONTEXT_SECRET,
      upstreams: { admin: adminUrl, chat: adminUrl, support: adminUrl },
      accessLog: (record) => records.push(record),
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await adminApi?.close();
    await database?.drop();
  });

  it("admin-api reads the encoded segment as one carrier, 'a/b'", async () => {
    const headers = contextSigner(CONTEXT_SECRET, { permission: 'user_details' })({ adminId: 1 });
    for (const spelling of [ENCODED, ENCODED.replace('%2F', '%2f')]) {
      const res = await adminApi.inject({ method: 'GET', url: `/api/user/users-by-carrier/${spelling}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZUsersByCarrierAnswer.parse(res.json()).data).toEqual([{ id: 900_001, status: 1 }]);
    }
  });

  it('looks the carrier up end to end for an admin holding user_details, the path forwarded still encoded', async () => {
    const res = await getAs(await tokenOf(1), `/api/user/users-by-carrier/${ENCODED}?page=1`);
    expect(res.status).toBe(200);
    const answer = ZUsersByCarrierAnswer.parse(await res.json());
    expect(answer.data).toEqual([{ id: 900_001, status: 1 }]);
    expect(answer.paging.total).toBe(1);
    expect(records.at(-1)).toMatchObject({
      path: `/api/user/users-by-carrier/${ENCODED}`,
      permission: 'user_details',
      decision: 'allow',
      status: 200,
      upstream: 'admin',
    });
  });

  it('keeps the permission of the call and still refuses encoded traversal', async () => {
    // Nadia (200) holds surveys pages only: the slash does not make the call another one.
    const denied = await getAs(await tokenOf(200), `/api/user/users-by-carrier/${ENCODED}`);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ errors: 'You do not have the permission: user_details' });
    const token = await tokenOf(1);
    // fetch resolves a whole `..` or `%2e%2e` segment itself; the gateway's matrix sends those raw (path-variants.test.ts).
    for (const path of [
      '/api/user/users-by-carrier/..%2F..%2Fadmins',
      '/api/user/users-by-carrier/T-Mobile%2F%2E%2E',
      '/api/user/users-by-carrier/T-Mobile%2F..',
      '/api/user%2Fusers-by-carrier/T-Mobile',
    ]) {
      const res = await getAs(token, path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ errors: `Unknown API call: GET ${path}` });
    }
  });
});
