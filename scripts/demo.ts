/**
 * `npm run demo:load` (and compose's `demo` profile): loads the deterministic demo data into the
 * migrated PostgreSQL database at DATABASE_URL, for trying the product on real PostgreSQL. Refuses a
 * database that is not fully migrated or already holds data: demo data never mixes with real data.
 */
import { pathToFileURL } from 'node:url';
import { createDb, migrationFiles, seedDemo, type Db } from '@bo/db';

/** Tables the migrations themselves fill: a migrated empty database has rows there. */
const FILLED_BY_MIGRATIONS = new Set(['public.schema_migrations', 'realtime.retention']);

export type DemoLoadOutcome = { kind: 'loaded' } | { kind: 'not-migrated'; missing: string[] } | { kind: 'holds-data'; tables: string[] };

/** The tables of the product's schemas holding at least one row (those the migrations fill aside). */
async function tablesWithRows(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%'
      ORDER BY 1`,
  );
  const filled: string[] = [];
  for (const { name } of rows) {
    if (FILLED_BY_MIGRATIONS.has(name)) continue;
    const probe = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS any`);
    if (probe.rows[0]?.any) filled.push(name);
  }
  return filled;
}

async function missingMigrations(db: Db): Promise<string[]> {
  const table = await db.query<{ present: boolean }>(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`);
  if (!table.rows[0]?.present) return migrationFiles();
  const { rows } = await db.query<{ name: string }>('SELECT name FROM public.schema_migrations');
  const applied = new Set(rows.map((r) => r.name));
  return migrationFiles().filter((file) => !applied.has(file));
}

/** Loads the demo data when the database is migrated and empty; says why not otherwise, changing nothing. */
export async function loadDemo(db: Db): Promise<DemoLoadOutcome> {
  const missing = await missingMigrations(db);
  if (missing.length > 0) return { kind: 'not-migrated', missing };
  const tables = await tablesWithRows(db);
  if (tables.length > 0) return { kind: 'holds-data', tables };
  await seedDemo(db);
  return { kind: 'loaded' };
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('demo:load: DATABASE_URL is not set.');
    return 1;
  }
  // No statement budgets: loading the demo is a batch job.
  const db = await createDb({ url });
  try {
    const outcome = await loadDemo(db);
    if (outcome.kind === 'loaded') {
      console.log('demo:load: demo data loaded; sign in as admin1@demo.test / demo-password');
      return 0;
    }
    if (outcome.kind === 'not-migrated') {
      console.error(`demo:load: the database is not migrated (missing ${outcome.missing.join(', ')}); run migrate first.`);
      return 1;
    }
    const shown = outcome.tables.slice(0, 5).join(', ');
    const more = outcome.tables.length > 5 ? ` and ${outcome.tables.length - 5} more` : '';
    console.error(`demo:load: refused, the database already holds data (${shown}${more}); demo data goes only into an empty database.`);
    return 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`demo:load failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
