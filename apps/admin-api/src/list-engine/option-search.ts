import type { OptionSearchAnswer, OptionSearchQuery } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { OptionSearchSql } from '../resources/option-searches.ts';
import { containsPattern } from './sql.ts';

/** An id typed into a search: digits that fit a bigint comfortably. */
const AS_ID = /^\d{1,15}$/;

/**
 * One page of options of a multi-select's remote search (specification 01, 7): the text typed,
 * matched as an id or as part of a name, as `{ data: [{ value, label }] }`. With `ids`, the options
 * of exactly those ids (unknown ids are left out), so a value from a shared URL shows its label.
 */
export async function runOptionSearch(db: Queryable, sql: OptionSearchSql, query: OptionSearchQuery): Promise<OptionSearchAnswer> {
  if (query.ids) {
    if (query.ids.length === 0) return { data: [] };
    const { rows } = await db.query<{ value: number | string; label: string }>(sql.byIds, [query.ids]);
    return { data: rows.map((r) => ({ value: Number(r.value), label: r.label })) };
  }
  const text = query.search;
  const id = AS_ID.test(text) ? Number(text) : null;
  const { rows } = await db.query<{ value: number | string; label: string }>(sql.search, [
    id,
    containsPattern(text),
    text,
    query.itemPerPage,
  ]);
  return { data: rows.map((r) => ({ value: Number(r.value), label: r.label })) };
}
