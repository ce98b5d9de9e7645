import type { OptionSearchAnswer, OptionSearchQuery } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { containsPattern } from './sql.ts';

/** An id typed into a search: digits that fit a bigint comfortably. */
const AS_ID = /^\d{1,15}$/;

/**
 * One page of options of a multi-select's remote search (specification 01, 7): the text typed,
 * matched as an id or as part of a name, as `{ data: [{ value, label }] }`.
 */
export async function runOptionSearch(db: Queryable, sql: string, query: OptionSearchQuery): Promise<OptionSearchAnswer> {
  const text = query.search;
  const id = AS_ID.test(text) ? Number(text) : null;
  const { rows } = await db.query<{ value: number | string; label: string }>(sql, [id, containsPattern(text), text, query.itemPerPage]);
  return { data: rows.map((r) => ({ value: Number(r.value), label: r.label })) };
}
