import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, insertDemoClicks, migrate, seedCore, seedMarketplace, type Db } from '@bo/db';

export interface BenchDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The demo at this scale gives the users and surveys the clicks point at. */
const BASE_SCALE = 10;
const CHUNK = 1_000_000;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database, migrated: nothing from an earlier run can flatter the figures. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `bo_bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = await createDb({ url, max: 10 });
  await migrate(db);
  return {
    url,
    db,
    async drop() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A database an earlier run kept (BENCH_KEEP=1), measured again without loading it; drop() leaves it. */
export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  if (!/^bo_bench_[a-z0-9_]+$/.test(name)) throw new Error(`Not a benchmark database: ${name}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = await createDb({ url, max: 10 });
  return { url, db, drop: () => db.close() };
}

/**
 * Loads `total` clicks: the demo (core and marketplace) at scale 10, then the rest with the
 * demo's set-based generator (generate_series, no row-by-row inserts) in chunks of a million,
 * with the clicks indexes dropped during the load and rebuilt after, as a bulk load does.
 */
export async function loadClicks(db: Db, total: number, now: Date, progress: (text: string) => void): Promise<void> {
  await seedCore(db, { scale: 1, now });
  await seedMarketplace(db, { scale: BASE_SCALE, now });
  const counts = await db.query<{ users: number; surveys: number; clicks: number }>(
    `SELECT (SELECT count(*) FROM admin.users)::int AS users, (SELECT count(*) FROM admin.surveys)::int AS surveys, (SELECT max(id) FROM admin.clicks)::int AS clicks`,
  );
  const { users, surveys, clicks } = counts.rows[0]!;
  // The bulk below spans the last 90 days in id order, as live traffic writes clicks. The demo's own clicks (the
  // lowest ids) span the same days, so ids would not grow with time, which the engine's date windows rely on
  // (ServerResource.idWindow): a window's id range would cut at a demo id and miss the bulk. They move to the 90
  // days before, in their own order.
  await db.exec(
    `UPDATE admin.clicks SET created_at = created_at - interval '91 days', completed_at = completed_at - interval '91 days',
       reconciled_at = reconciled_at - interval '91 days' WHERE id <= ${clicks}`,
  );
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'admin' AND tablename = 'clicks' AND indexname <> 'clicks_pkey'`,
  );
  for (const index of indexes.rows) await db.exec(`DROP INDEX admin.${index.name}`);
  const timeline = { lastId: total, count: total - clicks };
  for (let first = clicks + 1; first <= total; first += CHUNK) {
    const count = Math.min(CHUNK, total - first + 1);
    await insertDemoClicks(db, { firstId: first, count, userCount: users, surveyCount: surveys, now, timeline });
    progress(`  ${(first + count - 1).toLocaleString('en-US')} clicks`);
  }
  progress('  rebuilding indexes');
  for (const index of indexes.rows) await db.exec(index.def);
  await db.exec(`SELECT setval(pg_get_serial_sequence('admin.clicks', 'id'), ${total})`);
  await db.exec('VACUUM ANALYZE admin.clicks');
}
