import { IMPORT_MESSAGES } from '@bo/contract';
import type { Db, Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import type { ImportRows } from './import-file.ts';
import type { ImportWritten, ServerResource } from './types.ts';

/** Rows per INSERT: one statement carries a batch as a JSON document, unpacked by jsonb_to_recordset. */
const WRITE_BATCH_ROWS = 1000;

/** Cardinality (a row repeated in the file), data and integrity errors of PostgreSQL (classes 21 to 23): the file's fault, not the server's. */
const isDataError = (error: unknown): error is { code: string; constraint?: string } =>
  /^2[123]/.test(String((error as { code?: unknown }).code ?? ''));

/** The upsert's conflict columns: one key, or several separated by commas (a natural key). */
export const upsertKeys = (imp: { key?: string }): string[] =>
  (imp.key ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

function statementFor(resource: ServerResource, columns: string[]): string {
  const spec = resource.import!;
  const def = resource.def.importable!;
  const touch = Object.entries(spec.touch ?? {});
  const target = [...columns, ...touch.map(([c]) => c)];
  const source = [...columns.map((c) => `x.${c}`), ...touch.map(([, v]) => (v === 'now' ? 'now()' : '$2::int'))];
  const record = columns.map((c) => `${c} ${spec.types[c]}`).join(', ');
  let sql = `INSERT INTO ${spec.table} (${target.join(', ')}) SELECT ${source.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`;
  if (def.mode === 'upsert') {
    const keys = upsertKeys(def);
    const updates = target.filter((c) => !keys.includes(c)).map((c) => `${c} = EXCLUDED.${c}`);
    sql += ` ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
  }
  return sql;
}

/** Thrown inside a preview's transaction to roll it back, carrying what the import would have written. */
class RolledBack {
  constructor(readonly written: ImportWritten) {}
}

/** One transaction; a preview (dryRun) rolls it back and answers what it would have written. */
async function inTransaction(db: Db, dryRun: boolean, work: (tx: Queryable) => Promise<ImportWritten>): Promise<ImportWritten> {
  try {
    return await db.transaction(async (tx) => {
      const written = await work(tx);
      if (dryRun) throw new RolledBack(written);
      return written;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.written;
    throw error;
  }
}

/**
 * Writes a checked file in ONE transaction: every batch or none. Answers the specification's
 * import response: rows_inserted (insert) or rows_updated (upsert: every row written). With
 * `dryRun` (the preview) the same writes run and are rolled back, answering what they would change.
 */
export async function writeImport(db: Db, resource: ServerResource, file: ImportRows, adminId: number, fileName = '', dryRun = false) {
  const def = resource.def.importable!;
  const own = resource.import!.write;
  if (own) return { data: await inTransaction(db, dryRun, (tx) => own(tx, file, { adminId, fileName })) };
  const columns = file.columns.map((c) => c.key);
  const sql = statementFor(resource, columns);
  const usesAdmin = Object.values(resource.import!.touch ?? {}).includes('admin');
  let written = 0;
  try {
    await inTransaction(db, dryRun, async (tx) => {
      for (let i = 0; i < file.rows.length; i += WRITE_BATCH_ROWS) {
        const batch = file.rows.slice(i, i + WRITE_BATCH_ROWS).map((r) => Object.fromEntries(columns.map((c) => [c, r.values[c] ?? null])));
        const result = await tx.query(sql, usesAdmin ? [JSON.stringify(batch), adminId] : [JSON.stringify(batch)]);
        written += result.rowCount;
      }
      // Explicit ids must not collide with the ids the table hands out later.
      if (def.key === 'id') {
        await tx.query(
          `SELECT setval(pg_get_serial_sequence('${resource.import!.table}', 'id'), greatest(1, (SELECT max(id) FROM ${resource.import!.table})))`,
        );
      }
      return {};
    });
  } catch (error) {
    if (isDataError(error)) throw unprocessable([IMPORT_MESSAGES.rejected(error.constraint ?? error.code)]);
    throw error;
  }
  const counted = def.mode === 'insert' ? { rows_inserted: written } : { rows_updated: written };
  return { data: { ...counted, changes: [{ label: 'Rows', value: written }] } };
}
