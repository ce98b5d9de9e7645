import type { ReportResponse } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { SqlParams } from '../list-engine/sql.ts';
import { countedPaging } from '../list-engine/paging.ts';
import type { ReportView } from './view.ts';

const HOUR_MS = 3_600_000;

/** The window's hours (the validated select: 1, 6 or 24; 6 by default). */
function hoursOf(view: ReportView): number {
  const value = view.list.filters.get('hours');
  return value?.kind === 'one' ? Number(value.value) : 6;
}

/**
 * The raw clicks of one window, filtered. The window is read through clicks_created_supplier_idx
 * (created_at, supplier_id INCLUDE response_status, status); app and country join the user.
 */
function windowClicks(view: ReportView, params: SqlParams, from: Date, to: Date): string {
  const conditions = [
    `c.created_at >= ${params.add(from.toISOString())}::timestamptz`,
    `c.created_at < ${params.add(to.toISOString())}::timestamptz`,
  ];
  const supplier = view.dimensionFilters.get('supplier');
  if (supplier) conditions.push(`c.supplier_id = ANY(${params.add(supplier.map(Number))}::int[])`);
  const app = view.dimensionFilters.get('app');
  const country = view.dimensionFilters.get('country');
  const join = app || country ? 'JOIN admin.users u ON u.id = c.user_id' : '';
  if (app) conditions.push(`u.app_id = ANY(${params.add(app.map(Number))}::int[])`);
  if (country) conditions.push(`u.country_code = ANY(${params.add(country.map(String))}::bpchar[])`);
  return `SELECT c.supplier_id, coalesce(c.response_status, '') AS response_status, c.status, c.created_at FROM admin.clicks c ${join} WHERE ${conditions.join(' AND ')}`;
}

/** Each supplier's raw statuses now and in the same window yesterday, with the share of the supplier's clicks. */
export function responseStatusSql(view: ReportView, now: Date, params: SqlParams): string {
  const hours = hoursOf(view);
  const from = new Date(now.getTime() - hours * HOUR_MS);
  const day = 24 * HOUR_MS;
  const current = windowClicks(view, params, from, now);
  const yesterday = windowClicks(view, params, new Date(from.getTime() - day), new Date(now.getTime() - day));
  return `WITH cur AS (SELECT supplier_id, response_status, count(*) AS n FROM (${current}) x GROUP BY 1, 2),
    prev AS (SELECT supplier_id, response_status, count(*) AS n FROM (${yesterday}) x GROUP BY 1, 2),
    shares AS (
      SELECT coalesce(cur.supplier_id, prev.supplier_id) AS supplier_id, coalesce(cur.response_status, prev.response_status) AS response_status,
        coalesce(cur.n, 0) AS clicks,
        round(100.0 * coalesce(cur.n, 0) / nullif(sum(coalesce(cur.n, 0)) OVER (PARTITION BY coalesce(cur.supplier_id, prev.supplier_id)), 0), 2) AS share,
        round(100.0 * coalesce(prev.n, 0) / nullif(sum(coalesce(prev.n, 0)) OVER (PARTITION BY coalesce(cur.supplier_id, prev.supplier_id)), 0), 2) AS share_yesterday
      FROM cur FULL JOIN prev ON prev.supplier_id = cur.supplier_id AND prev.response_status = cur.response_status)
    SELECT s.supplier_id, (SELECT name FROM admin.suppliers WHERE id = s.supplier_id) AS supplier,
      s.response_status AS response_status_id, coalesce(nullif(s.response_status, ''), '(none)') AS response_status, s.clicks::float8 AS clicks, s.share::float8 AS share,
      s.share_yesterday::float8 AS share_yesterday, (coalesce(s.share, 0) - coalesce(s.share_yesterday, 0))::float8 AS share_change
    FROM shares s`;
}

const ORDERABLE = new Set(['clicks', 'share', 'share_yesterday', 'share_change', 'supplier', 'response_status']);

export function responseStatusOrder(view: ReportView): string {
  const key = ORDERABLE.has(view.list.orderBy) ? view.list.orderBy : 'clicks';
  const dir = view.list.orderDirection === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY "${key}" ${dir} NULLS LAST, supplier_id, response_status`;
}

/**
 * Where the window ends: now, or the newest click when traffic stopped earlier (a restored snapshot,
 * the demo), so the screen shows the last hours of traffic rather than an empty window.
 */
export async function windowEnd(db: Queryable, now = new Date()): Promise<Date> {
  const { rows } = await db.query<{ newest: Date | string | null }>('SELECT max(created_at) AS newest FROM admin.clicks');
  const newest = rows[0]?.newest ? new Date(rows[0].newest) : null;
  // Just after the newest click, so the window's end (exclusive) still includes it.
  return newest && newest.getTime() < now.getTime() ? new Date(newest.getTime() + 1) : now;
}

/** /response-status: one page of the rows, the totals, and the outcome shares per hour of the window. */
export async function runResponseStatus(db: Queryable, view: ReportView, at?: Date): Promise<ReportResponse> {
  const now = at ?? (await windowEnd(db));
  const p = view.list;
  const params = new SqlParams();
  const rowsSql = `SELECT r.*, count(*) OVER () AS __total FROM (${responseStatusSql(view, now, params)}) r ${responseStatusOrder(view)} LIMIT ${p.itemPerPage} OFFSET ${(p.page - 1) * p.itemPerPage}`;
  const hours = hoursOf(view);
  const chartParams = new SqlParams();
  const clicks = windowClicks(view, chartParams, new Date(now.getTime() - hours * HOUR_MS), now);
  const chartSql = `SELECT to_char(date_trunc('hour', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24:00') AS period, count(*)::float8 AS clicks,
      round(100.0 * count(*) FILTER (WHERE status = 1) / count(*), 2)::float8 AS completed_share,
      round(100.0 * count(*) FILTER (WHERE status = 2) / count(*), 2)::float8 AS screen_out_share,
      round(100.0 * count(*) FILTER (WHERE status = 3) / count(*), 2)::float8 AS cancelled_share,
      round(100.0 * count(*) FILTER (WHERE status = 0) / count(*), 2)::float8 AS init_share
    FROM (${clicks}) x GROUP BY 1 ORDER BY 1`;
  const [page, chart] = await Promise.all([db.query<Row>(rowsSql, params.values), db.query<Row>(chartSql, chartParams.values)]);
  const total = Number(page.rows[0]?.__total ?? 0);
  const rows = page.rows.map(({ __total: _, ...row }) => row);
  const clicksTotal = chart.rows.reduce((n, r) => n + Number(r.clicks), 0);
  const day = now.toISOString().slice(0, 10);
  return {
    data: rows,
    statistic_data: { clicks: clicksTotal, share: clicksTotal > 0 ? 100 : null, share_yesterday: null, share_change: null },
    paging: countedPaging(total, p.page, p.itemPerPage, rows.length),
    chart: chart.rows,
    report: { from: new Date(now.getTime() - hours * HOUR_MS).toISOString().slice(0, 10), to: day, grain: null, groupBy: view.groupings },
  };
}
