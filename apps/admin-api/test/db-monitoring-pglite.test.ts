import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_MONITORING_MESSAGES, type DbMonitoring } from '@bo/contract';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { contextSigner } from '@bo/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildAdminApi } from '../src/index.ts';

// /db-monitoring on PGlite, the embedded database of `npm start`: whatever statistics it lacks, the page
// answers 200 with what it has and names what it cannot show; cancelling is refused with a message.
const SECRET = 'db-monitoring-pglite';
let database: TestDatabase;
let app: FastifyInstance;
const headers = contextSigner(SECRET, { permission: 'test', requestPrefix: 'dbm' });
beforeAll(async () => {
  database = await createTestDatabase({ kind: 'pglite' });
  app = buildAdminApi({ db: database.db, contextSecret: SECRET });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('DB Monitoring on PGlite', () => {
  it('answers 200: each part has its rows or says it is unavailable, never a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/db-monitoring', headers: headers({ adminId: 1 }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DbMonitoring;
    for (const part of [body.header, body.tables, body.queries]) {
      if (part.unavailable !== null) expect(part.unavailable).toMatch(/is not available on this database\.$/);
    }
    if (body.tables.unavailable === null) expect(body.tables.rows.some((t) => t.name === 'admin.users')).toBe(true);
    const cancel = await app.inject({ method: 'POST', url: '/api/db-monitoring/queries/424242/cancel', headers: headers({ adminId: 1 }) });
    expect([404, 422]).toContain(cancel.statusCode);
    expect([DB_MONITORING_MESSAGES.notRunning(424242), DB_MONITORING_MESSAGES.cancelUnsupported]).toContain(
      (cancel.json() as { errors: string }).errors,
    );
  });
});
