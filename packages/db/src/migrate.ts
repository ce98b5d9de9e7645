import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 724_311; // advisory lock so two starting services never migrate at once

/** Lists the migration files, ordered by their numeric prefix (001_core.sql, 002_...). */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
}

/** Every migration file is recorded as applied (a read-only check). */
async function upToDate(db: Db, dir: string): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`);
  if (!rows[0]?.present) return false;
  const applied = await db.query<{ name: string }>('SELECT name FROM public.schema_migrations');
  const names = new Set(applied.rows.map((r) => r.name));
  return migrationFiles(dir).every((file) => names.has(file));
}

/**
 * Applies every migration not yet recorded, each in its own transaction. A failure stops with a
 * message naming the file; it never fails silently (STYLE.md).
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Read first: a service connecting as a role that may not create tables starts on a migrated database.
  if (await upToDate(db, dir)) return [];
  await db.query(
    `CREATE TABLE IF NOT EXISTS public.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    const sql = readFileSync(join(dir, file), 'utf8');
    try {
      const ran = await db.transaction(
        async (tx) => {
          // Transaction-level lock: two services starting together apply each file once.
          await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
          const done = await tx.query('SELECT 1 FROM public.schema_migrations WHERE name = $1', [file]);
          if (done.rows.length > 0) return false;
          await tx.exec(sql);
          await tx.query('INSERT INTO public.schema_migrations(name) VALUES ($1)', [file]);
          return true;
          // Unbounded: a migration may be long, and waits for another service's migration lock.
        },
        { budget: 'unbounded' },
      );
      if (ran) applied.push(file);
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}
