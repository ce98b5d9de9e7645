import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_ADMINS, DEMO_PASSWORD, demoAdminEmail, seedCore, todayNoonUtc, type Db } from '@bo/db';
import { startStack, type RunningStack } from '../../scripts/stack/start-stack.ts';

// The core demo data is enough here and much faster than every area's (the e2e run loads it all).
const seedCoreOnly = (db: Db) => seedCore(db, { scale: 1, now: todayNoonUtc() });

async function signIn(stack: RunningStack, adminId: number): Promise<string> {
  const res = await fetch(`${stack.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAdminEmail(adminId), password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('the embedded stack (in-memory database)', () => {
  let stack: RunningStack;
  const accessRecords: unknown[] = [];

  beforeAll(async () => {
    stack = await startStack({
      port: 0,
      dataDir: null,
      seed: seedCoreOnly,
      webDistDir: null,
      accessLog: (record) => accessRecords.push(record),
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers /health through the gateway and loaded the data into the empty database', async () => {
    const res = await fetch(`${stack.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(stack.seeded).toBe(true);
  });

  it('signs a demo admin in and forwards the allowed call to admin-api', async () => {
    const token = await signIn(stack, 1);
    const res = await fetch(`${stack.url}/api/admins?search=Nadia`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    // The list answer also carries paging and filterData; the rows are what this checks.
    expect(await res.json()).toMatchObject({
      data: [
        {
          id: 200,
          name: 'Nadia Staff',
          email: 'admin200@demo.test',
          role: 3,
          hex_color: '#495057',
          modules: ['surveys', 'survey_details'],
        },
      ],
    });
    const all = (await (await fetch(`${stack.url}/api/admins`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: unknown[];
    };
    expect(all.data).toHaveLength(DEMO_ADMINS.length);
  });

  it('refuses a staff member the admins list but records her page view', async () => {
    const token = await signIn(stack, 200);
    const list = await fetch(`${stack.url}/api/admins`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(403);
    const log = await fetch(`${stack.url}/api/admin-logs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'page_view', request_url: '/surveys' }),
    });
    expect(log.status).toBe(201);
    const { data } = (await log.json()) as { data: { id: number } };
    const row = await stack.db.query<{ admin_id: number }>('SELECT admin_id FROM admin.admin_logs WHERE id = $1', [data.id]);
    expect(row.rows).toEqual([{ admin_id: 200 }]);
    expect(accessRecords.length).toBeGreaterThan(0);
  });
});

describe('the embedded stack (data folder)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bo-stack-data-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Two starts of an on-disk PGlite: slower than the default test timeout on a busy machine.
  it('loads the data on the first start only and keeps the secrets beside the folder', { timeout: 120_000 }, async () => {
    const dataDir = join(dir, 'pglite');
    const first = await startStack({ port: 0, dataDir, seed: seedCoreOnly, webDistDir: null, accessLog: () => undefined });
    const token = await signIn(first, 5);
    expect(first.seeded).toBe(true);
    await first.close();

    const second = await startStack({ port: 0, dataDir, seed: seedCoreOnly, webDistDir: null, accessLog: () => undefined });
    try {
      expect(second.seeded).toBe(false);
      const admins = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
      expect(admins.rows[0]?.n).toBe(DEMO_ADMINS.length);
      // Same secrets file: the token issued before the restart is still accepted.
      const me = await fetch(`${second.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  // Needs a database URL, so the real PostgreSQL (skipped when the tests are told to use PGlite).
  it.skipIf(process.env.TEST_DB === 'pglite')('stops with the failing migration named', async () => {
    const database = await createTestDatabase({ kind: 'pg' });
    try {
      // Forget that 002 ran: applying it again meets its own table and fails.
      await database.db.query(`DELETE FROM public.schema_migrations WHERE name = '002_admin_logs.sql'`);
      await expect(startStack({ port: 0, dataDir: null, databaseUrl: database.url ?? '', accessLog: () => undefined })).rejects.toThrow(
        /^Migration 002_admin_logs\.sql failed: .*already exists/,
      );
    } finally {
      await database.drop();
    }
  });
});
