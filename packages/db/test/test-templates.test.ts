import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrationFiles, TEST_PG_ADMIN_URL, type Db, type TestDatabase } from '../src/index.ts';
import { migrationsTemplateName, seedTemplateName } from '../src/test-templates.ts';

/** Template databases (createTestDatabase on PostgreSQL): built once, copied by every file. */
const opened: TestDatabase[] = [];
/** This file's probe templates, dropped at the end (the common ones stay for the other files). */
const probes: string[] = [];

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

afterAll(async () => {
  await Promise.all(opened.map((t) => t.drop()));
  await asAdmin(async (admin) => {
    for (const name of probes) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  });
});

async function templateNames(): Promise<string[]> {
  const { rows } = await asAdmin((admin) =>
    admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'bo_tpl_%'`),
  );
  return rows.map((r) => r.datname);
}

describe('createTestDatabase on PostgreSQL', () => {
  it('copies a migrated template: every migration is recorded', async () => {
    const t = await createTestDatabase({ kind: 'pg' });
    opened.push(t);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM public.schema_migrations');
    expect(rows[0]!.n).toBe(migrationFiles().length);
    expect(await templateNames()).toContain(migrationsTemplateName());
  });

  it('runs a keyed seed once for two files starting together, and each gets its own copy', async () => {
    const key = `probe-${randomBytes(4).toString('hex')}`;
    let runs = 0;
    const seed = async (db: Db) => {
      runs += 1;
      await db.exec(`CREATE TABLE public.template_probe (note text); INSERT INTO public.template_probe VALUES ('seeded')`);
    };
    probes.push(seedTemplateName(key, seed));
    const [a, b] = await Promise.all([
      createTestDatabase({ kind: 'pg', seed, template: key }),
      createTestDatabase({ kind: 'pg', seed, template: key }),
    ]);
    opened.push(a!, b!);
    expect(runs).toBe(1);
    await a!.db.exec(`INSERT INTO public.template_probe VALUES ('only in a')`);
    const inB = await b!.db.query<{ note: string }>('SELECT note FROM public.template_probe');
    expect(inB.rows.map((r) => r.note)).toEqual(['seeded']);
    expect(await templateNames()).toContain(seedTemplateName(key, seed));
  });

  it('names a seed template after its key and the seed: another seed never gets a stale copy', async () => {
    const seed = async (db: Db) => {
      await db.exec('SELECT 1');
    };
    const other = async (db: Db) => {
      await db.exec('SELECT 2');
    };
    expect(seedTemplateName('k', seed)).not.toBe(seedTemplateName('k2', seed));
    expect(seedTemplateName('k', seed)).not.toBe(seedTemplateName('k', other));
    expect(seedTemplateName('k', seed).startsWith(`${migrationsTemplateName()}_`)).toBe(true);
  });

  it('runs a seed without a key on each copy', async () => {
    let runs = 0;
    const seed = async () => {
      runs += 1;
    };
    opened.push(await createTestDatabase({ kind: 'pg', seed }), await createTestDatabase({ kind: 'pg', seed }));
    expect(runs).toBe(2);
  });
});
