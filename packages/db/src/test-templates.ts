import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from './connection.ts';
import { migrate, migrationFiles } from './migrate.ts';
import type { Db } from './types.ts';

/**
 * Template databases for the tests on the machine's PostgreSQL: the migrations (and a common seed) run once, then
 * every test file's database is a copy (`CREATE DATABASE x TEMPLATE t`), which takes a fraction of the time.
 *
 * A template's name carries the hash of what built it, so a changed migration or demo source never serves a stale
 * one. It is built under a temporary name and renamed when complete, under an advisory lock named after it: two
 * vitest workers, or two runs from two clones, build it once and nobody ever copies a half-built one.
 */

const SRC_DIR = dirname(fileURLToPath(import.meta.url));
const TEMPLATE_PREFIX = 'bo_tpl_';
/**
 * Another hash's templates are dropped when this old: a run of another branch on the same server may still copy a
 * younger one (and one dropped under a run is rebuilt: see createFromTemplate).
 */
const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

function sha12(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 12);
}

let migrationsHashMemo: string | undefined;
/** The migration files' names and contents. */
function migrationsHash(): string {
  const dir = join(SRC_DIR, 'migrations');
  migrationsHashMemo ??= sha12(migrationFiles(dir).flatMap((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  return migrationsHashMemo;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .filter((file) => /\.(ts|sql)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
}

let sourcesHashMemo: string | undefined;
/** Every source of this package (the demo seeds and what they call: passwords, aggregates, rollups, migrations). */
function sourcesHash(): string {
  sourcesHashMemo ??= sha12(sourceFiles(SRC_DIR).flatMap((file) => [relative(SRC_DIR, file), readFileSync(file, 'utf8')]));
  return sourcesHashMemo;
}

/** The migrated template's name: `bo_tpl_<hash of the migrations>`. */
export function migrationsTemplateName(): string {
  return `${TEMPLATE_PREFIX}${migrationsHash()}`;
}

/**
 * A seeded template's name. Its hash covers the key (which names the seed's parameters), the seed's own text, this
 * package's sources and today's date (UTC): seeds place their rows around "now" (todayNoonUtc).
 */
export function seedTemplateName(key: string, seed: (db: Db) => Promise<void>): string {
  const today = new Date().toISOString().slice(0, 10);
  return `${migrationsTemplateName()}_${sha12([key, seed.toString(), sourcesHash(), today])}`;
}

export function databaseUrl(adminUrl: string, name: string): string {
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rows.length > 0;
}

/** Best effort: templates (and abandoned builds) of other hashes, older than STALE_AFTER_MS, nobody connected. */
async function dropStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; built: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE $1`,
    [`${TEMPLATE_PREFIX}%`],
  );
  for (const { datname, built } of rows) {
    const builtAt = Number(/built (\d+)/.exec(built ?? '')?.[1] ?? 0);
    if (datname === keep || Date.now() - builtAt < STALE_AFTER_MS) continue;
    // Without FORCE: a database somebody is connected to (a build in progress) stays.
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}

/**
 * Makes sure template `name` exists: a copy of `base` (or an empty database when null) that `fill` completed.
 * `fill` runs on a database nobody else sees; its connections are closed before the rename, since PostgreSQL copies
 * no database that somebody is connected to.
 */
async function ensureTemplate(adminUrl: string, name: string, base: string | null, fill: (db: Db) => Promise<void>): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    if (await databaseExists(admin, name)) return;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await databaseExists(admin, name)) return;
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(base ? `CREATE DATABASE ${building} TEMPLATE ${base}` : `CREATE DATABASE ${building}`);
      await admin.query(`COMMENT ON DATABASE ${building} IS 'bo test template, built ${Date.now()}'`);
      try {
        const db = await createDb({ url: databaseUrl(adminUrl, building), max: 5 });
        try {
          await fill(db);
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => undefined);
        throw error;
      }
      await dropStaleTemplates(admin, name);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** The migrated template and, with `seeded`, the seeded one built on it; returns the name to copy. */
async function ensureTemplates(adminUrl: string, seeded?: { key: string; seed: (db: Db) => Promise<void> }): Promise<string> {
  const migrated = migrationsTemplateName();
  await ensureTemplate(adminUrl, migrated, null, async (db) => {
    await migrate(db);
  });
  if (!seeded) return migrated;
  const name = seedTemplateName(seeded.key, seeded.seed);
  await ensureTemplate(adminUrl, name, migrated, seeded.seed);
  return name;
}

const UNDEFINED_DATABASE = '3D000';

/**
 * Creates database `name` as a copy of the migrated template (or the seeded one). A template dropped meanwhile (by a
 * run of another branch cleaning up) is rebuilt once.
 */
export async function createFromTemplate(
  adminUrl: string,
  name: string,
  seeded?: { key: string; seed: (db: Db) => Promise<void> },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const template = await ensureTemplates(adminUrl, seeded);
    try {
      await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_DATABASE || attempt > 1) throw error;
    }
  }
}
