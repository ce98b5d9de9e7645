import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD, DEMO_TODAY, createTestDatabase, demoAdminEmail, type Db, type TestDatabase } from '@bo/db';
import { buildGateway } from '@bo/gateway';
import { contextSigner } from '@bo/server-kit/testing';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'admin-gateway-stack-context-secret-0123456789abcdef';
const JWT_SECRET = 'admin-gateway-stack-jwt-secret-0123456789abcdef';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * admin-api on the full demo, listening, with a gateway in front: tests call admin-api directly (as the
 * gateway would, signed) and check the catalogue's permissions and fixed grants through the gateway.
 */
export interface AdminGatewayStack {
  db: Db;
  gateway: FastifyInstance;
  /** A bearer token of demo admin `adminId` (signed in once, then reused). */
  tokenOf(adminId: number): Promise<string>;
  /** A call straight to admin-api as admin `adminId` (the gateway's permission check skipped). */
  direct(method: Method, url: string, payload?: object, adminId?: number): Promise<{ status: number; body: unknown }>;
  /** A call through the gateway signed in as demo admin `adminId`. */
  viaGateway(adminId: number, method: Method, url: string, payload?: object): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * `seed` loads the database (the whole demo by default, copied from its template database; a test of one area may
 * load only what it reads).
 */
export async function buildAdminGatewayStack(seed?: (db: Db) => Promise<void>): Promise<AdminGatewayStack> {
  const database: TestDatabase = await createTestDatabase(seed ? { seed } : DEMO_TODAY);
  const adminApi: FastifyInstance = buildAdminApi({ db: database.db, contextSecret: CONTEXT_SECRET });
  await adminApi.listen({ port: 0, host: '127.0.0.1' });
  const adminUrl = `http://127.0.0.1:${(adminApi.server.address() as AddressInfo).port}`;
  const gateway = buildGateway({
    db: database.db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    // Only admin-api calls are made here; the other upstreams are never reached.
    upstreams: { admin: adminUrl, chat: adminUrl, support: adminUrl },
    accessLog: () => undefined,
  });
  await gateway.ready();
  const tokens = new Map<number, string>();
  const directHeaders = contextSigner(CONTEXT_SECRET, { permission: 'user_details', requestPrefix: 'direct' });

  const tokenOf = async (id: number): Promise<string> => {
    const known = tokens.get(id);
    if (known) return known;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: demoAdminEmail(id), password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { token: string }).token;
    tokens.set(id, token);
    return token;
  };

  return {
    db: database.db,
    gateway,
    tokenOf,
    async direct(method, url, payload, adminId = 1) {
      const headers = directHeaders({ adminId });
      const res = await adminApi.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() as unknown };
    },
    async viaGateway(adminId, method, url, payload) {
      const headers = { authorization: `Bearer ${await tokenOf(adminId)}` };
      const res = await gateway.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() as unknown };
    },
    async close() {
      await gateway.close();
      await adminApi.close();
      await database.drop();
    },
  };
}

/** The audit entries of a user with the given action. */
export async function auditRows(db: Db, userId: number, action: string) {
  const { rows } = await db.query<{ admin_id: number; before: unknown; after: unknown }>(
    'SELECT admin_id, before, after FROM admin.user_action_audit WHERE user_id = $1 AND action = $2 ORDER BY id',
    [userId, action],
  );
  return rows;
}
