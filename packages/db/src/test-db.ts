import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from './connection.ts';
import { migrate } from './migrate.ts';
import { createFromTemplate, databaseUrl } from './test-templates.ts';
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

export interface TestDatabaseOptions {
  kind?: 'pg' | 'pglite';
  seed?: (db: Db) => Promise<void>;
  /**
   * On PostgreSQL, a key under which `seed`'s result is kept as a template database (built once a day, per hash of
   * the migrations and of this package's sources): the file's database is a copy, and the seed does not run again.
   * The key names every parameter `seed` closes over (e.g. 'core-scale1-today'); a seed with per-test parameters
   * takes no key and runs on the copy of the migrated template.
   */
  template?: string;
}

/**
 * A fresh, migrated database for one test file: a new database on the real PostgreSQL when it is
 * reachable (TEST_DB=pglite forces the embedded one), else an in-memory PGlite. On PostgreSQL it is a copy of a
 * template database (packages/db/src/test-templates.ts) rather than every migration run again.
 */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = opts.kind ?? (process.env.TEST_DB === 'pglite' || !(await pgReachable(TEST_PG_ADMIN_URL)) ? 'pglite' : 'pg');
  if (kind === 'pglite') {
    const db = await createDb();
    await migrate(db);
    await opts.seed?.(db);
    return { db, url: null, drop: () => db.close() };
  }
  const name = `bo_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const seeded = opts.seed && opts.template ? { key: opts.template, seed: opts.seed } : undefined;
  await createFromTemplate(TEST_PG_ADMIN_URL, name, seeded);
  const url = databaseUrl(TEST_PG_ADMIN_URL, name);
  const db = await createDb({ url, max: 5 });
  // A read-only check on a copy of the template; it migrates only what the template missed.
  await migrate(db);
  if (!seeded) await opts.seed?.(db);
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
