import { DASHBOARD_PERIODS, DASHBOARD_TILES, type AdminDashboard } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { SqlParams } from '../list-engine/sql.ts';
import type { ListParams } from '../list-engine/types.ts';
import { serverReports } from './registry.ts';
import { groupedSql, labelled } from './sql.ts';
import type { ServerReport } from './types.ts';
import type { ReportView } from './view.ts';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const report = (name: string): ServerReport => serverReports.find((r) => r.def.name === name)!;

/** A view of the days from..to (both included), ungrouped and unfiltered. */
function window(from: string, to: string): ReportView {
  return {
    list: {} as ListParams,
    grain: null,
    groupings: [],
    from,
    toExclusive: plusDays(to, 1),
    dimensionFilters: new Map(),
    threshold: null,
  };
}

const numbers = (row: Row | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, row?.[k] === null || row?.[k] === undefined ? null : Number(row[k])]));

async function totals(db: Queryable, from: string, to: string) {
  const params = new SqlParams();
  const { rows } = await db.query<Row>(
    groupedSql(report('daily_overview'), { grain: null, dims: [] }, window(from, to), params),
    params.values,
  );
  return numbers(
    rows[0],
    DASHBOARD_TILES.map((t) => t.key),
  );
}

/** The five groups of a grouping with the most revenue over the window. */
async function top(db: Queryable, dim: 'supplier' | 'app', from: string, to: string) {
  const params = new SqlParams();
  const inner = groupedSql(report('master_report'), { grain: null, dims: [dim] }, window(from, to), params);
  const { rows } = await db.query<Row>(
    labelled(`SELECT g.* FROM (${inner}) g WHERE g."${dim}_id" IS NOT NULL ORDER BY g.revenue DESC LIMIT 5`, [dim]),
    params.values,
  );
  return rows.map((r) => ({
    id: r[`${dim}_id`] === null ? null : Number(r[`${dim}_id`]),
    name: (r[dim] as string | null) ?? null,
    revenue: Number(r.revenue),
    net_revenue: Number(r.net_revenue),
  }));
}

/** The counts of waiting work, each from its own table (chat's conversations read, never written). */
const WORK_SQL = `SELECT
  (SELECT count(*) FROM admin.system_alerts WHERE NOT is_seen)::int AS unseen_alerts,
  (SELECT count(*) FROM admin.users WHERE status IN (4, 5))::int AS users_to_review,
  (SELECT count(*) FROM admin.click_tickets WHERE status = 0)::int AS click_tickets,
  (SELECT count(*) FROM chat.conversations WHERE status = 'open')::int AS open_chats,
  (SELECT count(*) FROM admin.payments WHERE status IN (0, 3))::int AS claims_to_confirm`;

const LIABILITY_SQL = `SELECT coalesce(round(sum(u.balance::numeric / coalesce(a.points_divisor, 100)), 2), 0)::float8 AS liability
  FROM admin.users u JOIN core.apps a ON a.id = u.app_id WHERE u.balance > 0`;

/**
 * /admin/dashboard (specification 04, section 2): the tiles of today, yesterday, the same weekday
 * last week and the month to date, the last 30 days' revenue, the top suppliers and apps of those
 * days, and the waiting work. Every money figure is Daily Overview's, over the same rollups.
 */
export async function adminDashboard(db: Queryable, now = new Date()): Promise<AdminDashboard> {
  const today = isoDay(now);
  const ranges: Record<(typeof DASHBOARD_PERIODS)[number]['key'], [string, string]> = {
    today: [today, today],
    yesterday: [plusDays(today, -1), plusDays(today, -1)],
    same_weekday_last_week: [plusDays(today, -7), plusDays(today, -7)],
    month_to_date: [`${today.slice(0, 8)}01`, today],
  };
  const last30 = plusDays(today, -29);
  const chartParams = new SqlParams();
  const chartSql = `${groupedSql(report('daily_overview'), { grain: 'day', dims: [] }, window(last30, today), chartParams)} ORDER BY period`;
  const [tiles, chart, topSuppliers, topApps, work, liability] = await Promise.all([
    Promise.all(DASHBOARD_PERIODS.map(async (p) => [p.key, await totals(db, ...ranges[p.key])] as const)),
    db.query<Row>(chartSql, chartParams.values),
    top(db, 'supplier', last30, today),
    top(db, 'app', last30, today),
    db.query<Record<string, number>>(WORK_SQL),
    db.query<{ liability: number }>(LIABILITY_SQL),
  ]);
  return {
    tiles: Object.fromEntries(tiles),
    liability: Number(liability.rows[0]?.liability ?? 0),
    chart: chart.rows.map((r) => ({
      period: String(r.period),
      revenue: Number(r.revenue),
      net_revenue: Number(r.net_revenue),
      margin: Number(r.margin),
    })),
    topSuppliers,
    topApps,
    work: work.rows[0] ?? {},
  };
}
