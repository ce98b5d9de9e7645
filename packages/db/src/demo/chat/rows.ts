import type { Queryable } from '../../types.ts';

/** A column of a bulk insert: its name and PostgreSQL type. */
export type Column = readonly [name: string, type: string];

/**
 * Inserts rows in chunks with one `unnest` per chunk (one parameter per column), keeping the
 * array order, so identity columns follow the order the rows were built in.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
  chunk = 2000,
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const sql = `INSERT INTO ${table} (${names})
    SELECT ${aliases.join(', ')} FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
      WITH ORDINALITY AS t(${aliases.join(', ')}, ord) ORDER BY ord`;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await db.query(
      sql,
      columns.map((_, c) => part.map((row) => row[c] ?? null)),
    );
  }
}
