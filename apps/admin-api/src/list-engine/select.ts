import { dynamicColumns, type ColumnType, type ResourceColumn } from '@bo/contract';
import { indexedDay } from './filter-sql.ts';
import type { FilterValue, ListParams, ServerResource } from './types.ts';

const DAY_MS = 86_400_000;

/** `expr AS "key"` for the given column keys (all columns by default), in that order. */
export function selectList(resource: ServerResource, keys: readonly string[] = resource.def.columns.map((c) => c.key)): string {
  return keys.map((key) => `${resource.columns[key]} AS "${key}"`).join(', ');
}

/**
 * The numbered columns a dynamicFieldCount asks for: item N of the list column (PostgreSQL arrays
 * count from 1; past the end is NULL, an empty cell). '' when none.
 */
export function dynamicSelectList(resource: ServerResource, count: number): string {
  const fields = resource.def.dynamicFields;
  if (!fields || count === 0) return '';
  const list = resource.columns[fields.key];
  return dynamicColumns(fields, count)
    .map((c) => `, (${list})[${c.index}] AS "${c.key}"`)
    .join('');
}

/** Whether a page should be read through its (short, closed) date range first: see ServerResource.rangeFirst. */
function readsRangeFirst(resource: ServerResource, filters: Map<string, FilterValue> | undefined): boolean {
  const rule = resource.rangeFirst;
  const range = rule ? filters?.get(rule.filter) : undefined;
  if (!rule || range?.kind !== 'between' || range.from === null || range.to === null) return false;
  // A one-day page with its day index reads that index in id order: nothing to sort.
  if (indexedDay(resource, filters) !== null) return false;
  return new Date(String(range.to)).getTime() - new Date(String(range.from)).getTime() <= rule.maxDays * DAY_MS;
}

/**
 * ORDER BY the whitelisted sort key, then the id in the same direction so pages never overlap.
 * Given the page's filters, a short date range of a time-ordered log sorts by `id + 0`: the same
 * order, with the id index hidden from the planner so it reads the range's rows through their date index.
 */
export function orderClause(
  resource: ServerResource,
  p: Pick<ListParams, 'orderBy' | 'orderDirection'>,
  filters?: Map<string, FilterValue>,
): string {
  const expr = resource.sorts?.[p.orderBy] ?? resource.columns[p.orderBy] ?? resource.idExpr;
  const dir = p.orderDirection === 'asc' ? 'ASC' : 'DESC';
  if (expr !== resource.idExpr) return `ORDER BY ${expr} ${dir}, ${resource.idExpr} ${dir}`;
  return readsRangeFirst(resource, filters) ? `ORDER BY ${expr} + 0 ${dir}` : `ORDER BY ${expr} ${dir}`;
}

/**
 * The export's select list: datetimes are formatted by PostgreSQL in the specification's
 * Y-m-d H:i:S (UTC), which spares the driver a Date per cell; other values are formatted in csv.ts.
 */
export function exportSelectList(resource: ServerResource, columns: readonly ResourceColumn[]): string {
  const formats: Partial<Record<ColumnType, string>> = { datetime: 'YYYY-MM-DD HH24:MI:SS', date: 'YYYY-MM-DD' };
  return columns
    .map((c) => {
      const format = formats[c.type];
      const expr = resource.columns[c.key];
      return format ? `to_char((${expr})::timestamptz AT TIME ZONE 'UTC', '${format}') AS "${c.key}"` : `${expr} AS "${c.key}"`;
    })
    .join(', ');
}
