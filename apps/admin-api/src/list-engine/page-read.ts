import type { ResourceFilter } from '@bo/contract';
import { castOf, filterSqlOf, fromClause, whereClause } from './filter-sql.ts';
import { idRangeConditions, type IdRange } from './id-window.ts';
import { dynamicSelectList, orderClause, selectList } from './select.ts';
import { SqlParams } from './sql.ts';
import type { ListParams, Scalar, ServerResource } from './types.ts';

/** More values than this keep `= ANY`: a branch per value costs one index probe each. */
export const BRANCH_MAX = 50;

/** The column key that shows the row key (the boundaries of a page are read from it), if the list has one. */
export function idColumnKey(resource: ServerResource): string | null {
  return Object.entries(resource.columns).find(([, expr]) => expr === resource.idExpr)?.[0] ?? null;
}

/** Whether the page is in row-key order (the default sort): keyset paging and value branches apply only then. */
export function readsInIdOrder(resource: ServerResource, p: Pick<ListParams, 'orderBy'>): boolean {
  const expr = resource.sorts?.[p.orderBy] ?? resource.columns[p.orderBy] ?? resource.idExpr;
  return expr === resource.idExpr && idColumnKey(resource) !== null;
}

/** The filter of `valueBranches` holding several values (2 to BRANCH_MAX), with its distinct values. */
function branchFilter(resource: ServerResource, p: ListParams): { filter: ResourceFilter; expr: string; values: Scalar[] } | null {
  for (const key of resource.valueBranches ?? []) {
    const value = p.filters.get(key);
    const filter = resource.def.filters.find((f) => f.key === key);
    if (!filter || filter.kind === 'tags' || value?.kind !== 'many') continue;
    const sql = filterSqlOf(resource, filter);
    const values = [...new Set(value.values)];
    if (typeof sql === 'object' && 'where' in sql) continue;
    if (values.length >= 2 && values.length <= BRANCH_MAX) return { filter, expr: typeof sql === 'string' ? sql : sql.expr, values };
  }
  return null;
}

/**
 * The sort expression of the page when it is ordered by one of the resource's `keysetSorts` (then by the row
 * key, as `orderClause` writes it): its pages step by keyset too. Null in row-key order or any other order.
 */
export function keysetSortExpr(resource: ServerResource, p: Pick<ListParams, 'orderBy'>): string | null {
  if (!resource.keysetSorts?.includes(p.orderBy) || idColumnKey(resource) === null) return null;
  const expr = resource.sorts?.[p.orderBy] ?? resource.columns[p.orderBy];
  return expr !== undefined && expr !== resource.idExpr ? expr : null;
}

/** The page's statement and how to read its rows back. */
export interface PageRead {
  sql: string;
  values: unknown[];
  /** Read in the opposite order (the page before a boundary): its rows are reversed to show. */
  reversed: boolean;
  /** In row-key order or a `keysetSorts` order: the answer carries the page's boundary ids. */
  keyed: boolean;
  /**
   * A seek from the sort value of a boundary row: the same page by OFFSET, read when the seek finds no row
   * (the boundary row is gone or no longer matches the search, so its sort value is unknown).
   */
  fallback: PageRead | null;
}

/**
 * The statement of one page, `limit` rows (issue 25). In row-key order a boundary turns OFFSET into a seek
 * (`id < after`, or `id > before` read backwards), and several values of a `valueBranches` filter become one
 * index-ordered branch per value (a LATERAL over the values), each limited to the rows up to the page's
 * end, merged and cut to the page. In a `keysetSorts` order the seek compares (sort, id) with the boundary
 * row's: `(c.created_at, c.id) < ((SELECT c.created_at ... WHERE c.id = after), after)`, the boundary row
 * read with the page's own FROM and WHERE so that one no longer shown gives no value (and the OFFSET page).
 * Other orders keep `ORDER BY ... LIMIT ... OFFSET`.
 */
export function pageRead(resource: ServerResource, p: ListParams, idRange: IdRange | null, limit: number): PageRead {
  const params = new SqlParams();
  const inIdOrder = readsInIdOrder(resource, p);
  const sortExpr = inIdOrder ? null : keysetSortExpr(resource, p);
  const keyed = inIdOrder || sortExpr !== null;
  const boundary = keyed ? p.boundary : null;
  const offset = boundary ? 0 : (p.page - 1) * p.itemPerPage;
  const reversed = boundary?.side === 'before';
  const direction = (p.orderDirection === 'asc') !== reversed ? 'asc' : 'desc';
  const dir = direction.toUpperCase();
  const conditions = idRangeConditions(resource, idRange, params);
  const columns = `${selectList(resource)}${dynamicSelectList(resource, p.dynamicFieldCount)}`;
  const from = fromClause(resource, p.filters, params);
  if (boundary) {
    const past = (boundary.side === 'after') === (p.orderDirection === 'asc') ? '>' : '<';
    // Untyped: the parameter takes the row key's own type.
    const id = params.add(boundary.id);
    if (sortExpr === null) conditions.push(`${resource.idExpr} ${past} ${id}`);
    else {
      // The row comparison follows the ORDER BY (sort, id), both in one direction: a (sort column, id) index
      // takes it as its Index Cond. The subquery is uncorrelated (its aliases shadow the outer ones): read once.
      const shown = whereClause(resource, p.filters, p.search, params, [...conditions, `${resource.idExpr} = ${id}`]);
      const value = `(SELECT ${sortExpr} FROM ${fromClause(resource, p.filters, params)} ${shown} LIMIT 1)`;
      conditions.push(`(${sortExpr}, ${resource.idExpr}) ${past} (${value}, ${id})`);
    }
  }
  const fallback = boundary && sortExpr !== null ? pageRead(resource, { ...p, boundary: null }, idRange, limit) : null;
  const branch = inIdOrder ? branchFilter(resource, p) : null;
  if (branch) {
    const others = new Map(p.filters);
    others.delete(branch.filter.key);
    const where = whereClause(resource, others, p.search, params, [...conditions, `${branch.expr} = branch_value.value`]);
    const values = `${params.add(branch.values)}::${castOf(branch.filter, filterSqlOf(resource, branch.filter))}[]`;
    const sql =
      `SELECT branch.* FROM unnest(${values}) AS branch_value(value) CROSS JOIN LATERAL ` +
      `(SELECT ${columns} FROM ${from} ${where} ORDER BY ${resource.idExpr} ${dir} LIMIT ${limit + offset}) AS branch ` +
      `ORDER BY branch."${idColumnKey(resource)}" ${dir} LIMIT ${limit} OFFSET ${offset}`;
    return { sql, values: params.values, reversed, keyed, fallback };
  }
  const where = whereClause(resource, p.filters, p.search, params, conditions);
  // An id range already narrows a page in row-key order to its window: the id index reads it in order (no date-index
  // detour). A page sorted by another key keeps that order.
  const order =
    idRange !== null && inIdOrder
      ? `ORDER BY ${resource.idExpr} ${dir}`
      : orderClause(resource, { ...p, orderDirection: direction }, p.filters);
  const sql = `SELECT ${columns} FROM ${from} ${where} ${order} LIMIT ${limit} OFFSET ${offset}`;
  return { sql, values: params.values, reversed, keyed, fallback };
}
