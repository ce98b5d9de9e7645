import type { Queryable } from '../../types.ts';

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/** Inserts rows (arrays in column order) in as few multi-row statements as the parameter limit allows. */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  suffix = '',
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ${suffix}`, chunk.flat());
  }
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const minus = (now: Date, ms: number): Date => new Date(now.getTime() - ms);
export const plus = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

/** A demo uuid derived from a namespace and a number: the same on every run. */
export function demoUuid(namespace: number, n: number): string {
  const hex = (value: number, width: number) => (value >>> 0).toString(16).padStart(width, '0').slice(-width);
  return `${hex(namespace, 8)}-${hex(n >>> 16, 4)}-4${hex(n, 3)}-8${hex(namespace ^ n, 3)}-${hex(n * 2654435761, 8)}${hex(namespace + n, 4)}`;
}
