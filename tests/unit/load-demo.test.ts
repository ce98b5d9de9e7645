import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createTestDatabase, TEST_PG_ADMIN_URL, type TestDatabase } from '@bo/db';
import { loadDemo } from '../../scripts/demo.ts';

describe('npm run demo:load (compose profile demo)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ kind: 'pg' });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('loads the demo into a migrated empty database, then refuses it as holding data', async () => {
    expect(await loadDemo(t.db)).toEqual({ kind: 'loaded' });
    const admins = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
    expect(admins.rows[0]?.n).toBeGreaterThan(10);
    const again = await loadDemo(t.db);
    expect(again.kind).toBe('holds-data');
    expect(again.kind === 'holds-data' && again.tables).toContain('core.admins');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
    expect(after.rows[0]?.n).toBe(admins.rows[0]?.n);
  }, 120_000);

  it('refuses a database that is not migrated, naming what is missing', async () => {
    const name = `bo_test_unmigrated_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const db = await createDb({ url: TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`) });
    try {
      const outcome = await loadDemo(db);
      expect(outcome.kind).toBe('not-migrated');
      expect(outcome.kind === 'not-migrated' && outcome.missing[0]).toMatch(/^001_/);
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
