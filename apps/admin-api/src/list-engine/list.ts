import type { ListResponse, Paging } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { loadFilterData } from './filter-data.ts';
import { fromClause, whereClause } from './filter-sql.ts';
import { idRangeConditions, idRangeOf } from './id-window.ts';
import { idColumnKey, pageRead, type PageRead } from './page-read.ts';
import { SqlParams } from './sql.ts';
import type { ListParams, ServerResource } from './types.ts';

const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

function emptyPaging(resource: ServerResource, p: ListParams): Paging {
  return {
    total: null,
    from: null,
    to: null,
    total_page: null,
    number_of_page: p.itemPerPage,
    page: p.page,
    is_simple_paginate: resource.def.simplePaginate,
  };
}

/** Counts (and statistics) over the filtered rows, in one pass. */
async function countAndStatistics(db: Queryable, resource: ServerResource, from: string, where: string, values: unknown[]) {
  const stats = Object.entries(resource.statistics ?? {});
  const { rows } = await db.query<Row>(
    `SELECT count(*)::bigint AS total${stats.map(([key, expr]) => `, ${expr} AS "${key}"`).join('')} FROM ${from} ${where}`,
    values,
  );
  const row = rows[0] ?? {};
  return {
    total: toNumber(row.total),
    statistics: stats.length > 0 ? Object.fromEntries(stats.map(([key]) => [key, toNumber(row[key])])) : null,
  };
}

/**
 * Counts stop here (issue 25): past it the answer is "10,000+" (`total_capped`), so a page of a table of
 * millions never counts them all. The count reads at most this many rows through the page's own index.
 */
export const COUNT_CAP = 10_000;

/**
 * The filtered rows counted up to the cap, or to the end of the page asked for when that lies deeper:
 * a capped total is always at least the rows up to this page, and another page then exists.
 */
async function cappedCount(db: Queryable, from: string, where: string, values: unknown[], pageEnd: number) {
  const limit = Math.max(COUNT_CAP, pageEnd);
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::bigint AS total FROM (SELECT 1 FROM ${from} ${where} LIMIT ${limit + 1}) AS capped`,
    values,
  );
  const total = toNumber(rows[0]?.total);
  return total > limit ? { total: limit, capped: true } : { total, capped: false };
}

/** The statistics of a simply paginated resource, without the count. */
async function statisticsOnly(db: Queryable, resource: ServerResource, from: string, where: string, values: unknown[]) {
  const stats = Object.entries(resource.statistics ?? {});
  const { rows } = await db.query<Row>(
    `SELECT ${stats.map(([key, expr]) => `${expr} AS "${key}"`).join(', ')} FROM ${from} ${where}`,
    values,
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(stats.map(([key]) => [key, toNumber(row[key])]));
}

/** A page's rows as shown, whether another page follows, and its boundary ids (keyset orders only). */
type ShownPage = { page: Row[]; more: boolean; boundary: { first_id?: number; last_id?: number } };

/** The page's rows in the order shown, and the boundary ids of the answer (keyset orders only). */
async function readPage(db: Queryable, resource: ServerResource, read: PageRead, size: number): Promise<ShownPage> {
  const { rows } = await db.query<Row>(read.sql, read.values);
  // A seek from a boundary row that is gone or no longer matches finds nothing: the page number's OFFSET page instead.
  if (rows.length === 0 && read.fallback) return readPage(db, resource, read.fallback, size);
  const page = rows.slice(0, size);
  if (read.reversed) page.reverse();
  const key = idColumnKey(resource);
  const first = key ? page[0]?.[key] : undefined;
  const last = key ? page.at(-1)?.[key] : undefined;
  const boundary = read.keyed && typeof first === 'number' && typeof last === 'number' ? { first_id: first, last_id: last } : {};
  // Read backwards from a boundary, the page before it always has a next page: the one it came from.
  return { page, more: rows.length > size || read.reversed, boundary };
}

/** The FROM and WHERE of the rows a search keeps (filters, search, the id window of a dated log), with their values. */
export async function filteredRows(db: Queryable, resource: ServerResource, p: ListParams) {
  const idRange = await idRangeOf(db, resource, p.filters);
  const params = new SqlParams();
  const from = fromClause(resource, p.filters, params);
  const where = whereClause(resource, p.filters, p.search, params, idRangeConditions(resource, idRange, params));
  return { idRange, params, from, where };
}

/**
 * One page of a resource as the list response (specification 01, section 3). Simple pagination
 * never counts: it reads one row more than the page to know whether another page exists.
 */
export async function runList(db: Queryable, resource: ServerResource, p: ListParams): Promise<ListResponse> {
  const filterData = p.withFilterData ? await loadFilterData(db, resource) : undefined;
  if (p.onlyFilterData) return { data: [], filterData, statistic_data: null, paging: emptyPaging(resource, p) };

  const { idRange, params, from, where } = await filteredRows(db, resource, p);
  const offset = (p.page - 1) * p.itemPerPage;
  const simple = resource.def.simplePaginate;
  const read = pageRead(resource, p, idRange, simple ? p.itemPerPage + 1 : p.itemPerPage);

  if (simple) {
    // A log that declares statistics (the per-product ledger's sum per type) sums its filtered rows; it still never counts them.
    const [{ page, more, boundary }, statistics] = await Promise.all([
      readPage(db, resource, read, p.itemPerPage),
      resource.statistics ? statisticsOnly(db, resource, from, where, params.values) : Promise.resolve(null),
    ]);
    return {
      data: page,
      ...(filterData ? { filterData } : {}),
      statistic_data: statistics,
      paging: { ...emptyPaging(resource, p), has_more: more, ...boundary },
    };
  }

  // A resource with statistics aggregates every filtered row anyway: its count comes exact in the same pass.
  const [{ page, boundary }, counted] = await Promise.all([
    readPage(db, resource, read, p.itemPerPage),
    resource.statistics
      ? countAndStatistics(db, resource, from, where, params.values).then((c) => ({ ...c, capped: false }))
      : cappedCount(db, from, where, params.values, offset + p.itemPerPage).then((c) => ({ ...c, statistics: null })),
  ]);
  const shown = page.length;
  return {
    data: page,
    ...(filterData ? { filterData } : {}),
    statistic_data: counted.statistics,
    paging: {
      total: counted.total,
      from: shown > 0 ? offset + 1 : null,
      to: shown > 0 ? offset + shown : null,
      total_page: Math.max(1, Math.ceil(counted.total / p.itemPerPage)),
      number_of_page: p.itemPerPage,
      page: p.page,
      is_simple_paginate: false,
      ...(counted.capped ? { total_capped: true } : {}),
      ...boundary,
    },
  };
}
