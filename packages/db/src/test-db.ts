import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from './connection.ts';
import { migrate } from './migrate.ts';
import type { Db } from './types.ts';

/** The machine's PostgreSQL (trust auth); override with TEST_PG_URL. */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Db;
  /** The database URL (real PostgreSQL only) so a second process or pool can connect. */
  url: string | null;
  drop(): Promise<void>;
}

async function pgReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh, migrated database for one test file: a new database on the real PostgreSQL when it is
 * reachable (TEST_DB=pglite forces the embedded one), else an in-memory PGlite.
 */
export async function createTestDatabase(opts: { kind?: 'pg' | 'pglite'; seed?: (db: Db) => Promise<void> } = {}): Promise<TestDatabase> {
  const kind = opts.kind ?? (process.env.TEST_DB === 'pglite' || !(await pgReachable(TEST_PG_ADMIN_URL)) ? 'pglite' : 'pg');
  if (kind === 'pglite') {
    const db = await createDb();
    await migrate(db);
    await opts.seed?.(db);
    return { db, url: null, drop: () => db.close() };
  }
  const name = `bo_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = await createDb({ url, max: 5 });
  await migrate(db);
  await opts.seed?.(db);
  return {
    db,
    url,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
