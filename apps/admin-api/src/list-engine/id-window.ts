import type { Queryable } from '@bo/db';
import { castOf, filterSqlOf, indexedDay } from './filter-sql.ts';
import type { SqlParams } from './sql.ts';
import type { FilterValue, ServerResource } from './types.ts';

/** The ids a date window's rows lie between (null: that side open). */
export type IdRange = { lo: number | null; hi: number | null };

/**
 * The window of `resource.idWindow` as an id range (issue 25). Ids grow with the date, give or take the
 * rule's `disorder` (a row may carry a time up to that much older than a row written before it), so:
 * every row of the window has a greater id than any row dated before From - disorder, and a smaller id
 * than any row dated from To + disorder on. Two probes of the date index read one `disorder` of rows on
 * each side; a side with no rows there stays open. The window's own condition stays beside the range,
 * so the rows are exactly the window's. Null when it does not apply (no window, or a one-day page that
 * its day index serves better).
 */
export async function idRangeOf(db: Queryable, resource: ServerResource, filters: Map<string, FilterValue>): Promise<IdRange | null> {
  const rule = resource.idWindow;
  const window = rule ? filters.get(rule.filter) : undefined;
  const filter = resource.def.filters.find((f) => f.key === rule?.filter);
  if (!rule || !filter || window?.kind !== 'between' || indexedDay(resource, filters) !== null) return null;
  const time = `$1::${castOf(filter, filterSqlOf(resource, filter))}`;
  const probe = async (value: string | number | null, sql: string) => {
    if (value === null) return null;
    const { rows } = await db.query<{ id: number | null }>(sql, [value, rule.disorder]);
    return rows[0]?.id ?? null;
  };
  // `id + 0`: the aggregate reads the date index's few rows, not the id index from one end.
  const [lo, hi] = await Promise.all([
    probe(
      window.from,
      `SELECT max(id + 0) AS id FROM ${rule.table} WHERE ${rule.column} >= ${time} - 2 * $2::interval AND ${rule.column} < ${time} - $2::interval`,
    ),
    // To is already the end of the window (the day after its To day): the window's rows lie before it.
    probe(
      window.to,
      `SELECT min(id + 0) AS id FROM ${rule.table} WHERE ${rule.column} >= ${time} + $2::interval AND ${rule.column} < ${time} + 2 * $2::interval`,
    ),
  ]);
  return lo === null && hi === null ? null : { lo, hi };
}

/** The id range as conditions on the row key. */
export function idRangeConditions(resource: ServerResource, range: IdRange | null, params: SqlParams): string[] {
  if (range === null) return [];
  return [
    ...(range.lo !== null ? [`${resource.idExpr} > ${params.add(range.lo)}::bigint`] : []),
    ...(range.hi !== null ? [`${resource.idExpr} < ${params.add(range.hi)}::bigint`] : []),
  ];
}
