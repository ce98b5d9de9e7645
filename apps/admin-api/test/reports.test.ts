import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, reports } from '@bo/contract';
import { rebuildDueRollups, seedDemo } from '@bo/db';
import { adminDashboard } from '../src/reports/dashboard.ts';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi, type Rows } from './list-engine-helper.ts';

// Reports (issue 15) through HTTP on the whole demo: every figure is a sum over the rollups, and the
// rollups are sums over the rows, so the equalities below hold exactly (to the cent).
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 120_000);
afterAll(async () => api?.close());

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const sumOf = (rows: Rows, key: string) => rows.reduce((n, r) => n + cents(r[key]), 0);
const WINDOW = 'filter[dayFrom]=2025-04-01&filter[dayTo]=2025-06-15&itemPerPage=1000';

describe('Daily Overview', () => {
  it("a day's revenue equals that day's completes' and offer events' revenue, read from the rows", async () => {
    const res = await api.get(`/api/reports/daily-overview?${WINDOW}`);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.length).toBe(76);
    const { rows: truth } = await api.db.query<{ day: string; revenue: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(revenue) AS revenue FROM (
         SELECT (completed_at AT TIME ZONE 'UTC')::date AS day, revenue FROM admin.clicks WHERE status = 1
         UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, revenue FROM admin.offer_events WHERE status <> 2) x
       WHERE day BETWEEN '2025-04-01' AND '2025-06-15' GROUP BY 1`,
    );
    const byDay = new Map(truth.map((t) => [t.day, cents(t.revenue)]));
    for (const row of rows) expect(cents(row.revenue), String(row.period)).toBe(byDay.get(String(row.period)) ?? 0);
    // The totals row is the same formulas over the window: its revenue is the days' sum.
    expect(cents((res.body.statistic_data as Record<string, unknown>).revenue)).toBe(sumOf(rows, 'revenue'));
    expect(sumOf(rows, 'revenue')).toBeGreaterThan(0);
  });

  it('counts active users over the window from rows, never by adding the days', async () => {
    const res = await api.get(`/api/reports/daily-overview?${WINDOW}`);
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(DISTINCT user_id)::int AS n FROM (
         SELECT user_id FROM admin.clicks WHERE created_at >= '2025-04-01' AND created_at < '2025-06-16'
         UNION SELECT user_id FROM admin.offer_clicks WHERE created_at >= '2025-04-01' AND created_at < '2025-06-16') x`,
    );
    const totals = res.body.statistic_data as Record<string, unknown>;
    expect(Number(totals.active_users)).toBe(rows[0]!.n);
    expect(Number(totals.active_users)).toBeLessThan(sumOf(rowsOf(res.body), 'active_users') / 100);
  });

  it('answers a chart point per day, the same figures as the rows', async () => {
    const res = await api.get(`/api/reports/daily-overview?${WINDOW}`);
    const chart = res.body.chart as Rows;
    expect(chart.length).toBe(76);
    expect(sumOf(chart, 'margin')).toBe(sumOf(rowsOf(res.body), 'margin'));
  });
});

describe('Monthly Revenue Report and Master Report', () => {
  it('a month equals its days on Daily Overview', async () => {
    const months = await api.get(
      '/api/reports/monthly-revenue-report?filter[dayFrom]=2025-04-01&filter[dayTo]=2025-05-31&filter[groupBy]=supplier&itemPerPage=1000',
    );
    expect(months.status).toBe(200);
    const days = await api.get('/api/reports/daily-overview?filter[dayFrom]=2025-04-01&filter[dayTo]=2025-05-31&itemPerPage=100');
    const aprilRows = rowsOf(months.body).filter((r) => r.period === '2025-04-01');
    const aprilDays = rowsOf(days.body).filter((r) => String(r.period).startsWith('2025-04'));
    expect(aprilDays.length).toBe(30);
    expect(sumOf(aprilRows, 'net_revenue')).toBe(sumOf(aprilDays, 'net_revenue'));
    expect(aprilRows.every((r) => typeof r.supplier === 'string' || r.supplier_id === null)).toBe(true);
  });

  it('a drill-down by app, supplier and country adds up to the day it came from', async () => {
    const day = 'filter[dayFrom]=2025-06-10&filter[dayTo]=2025-06-10';
    const master = await api.get(`/api/reports/master-report?${day}&filter[groupBy]=app,supplier,country&itemPerPage=1000`);
    expect(master.status).toBe(200);
    const overview = await api.get(`/api/reports/daily-overview?${day}`);
    const [row] = rowsOf(overview.body);
    for (const key of ['clicks', 'completes', 'revenue', 'net_revenue', 'margin'])
      expect(sumOf(rowsOf(master.body), key), key).toBe(cents(row![key]));
    expect(rowsOf(master.body)[0]).toHaveProperty('app');
  });

  it('filters by a grouping: one supplier on Daily Overview equals its rows on the Master Report', async () => {
    const q = `${WINDOW}&filter[supplier_id]=8`;
    const overview = await api.get(`/api/reports/daily-overview?${q}`);
    const master = await api.get(`/api/reports/master-report?${q}&filter[groupBy]=supplier&filter[grain]=month`);
    expect(sumOf(rowsOf(master.body), 'revenue')).toBe(sumOf(rowsOf(overview.body), 'revenue'));
    // Users are not per supplier: the user figures stay empty rather than wrong.
    expect(rowsOf(overview.body)[0]!.new_users).toBeNull();
  });
});

describe('every report', () => {
  // Delivery Overview names its periods from today: reports-delivery.test.ts, on today's demo.
  it.each(
    reports
      .filter((r) => !r.window.fixed)
      .map((r) => [r.name, r.url, r.window.hours ? '' : '&filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15', r.resource.name]),
  )('%s answers its default view with rows, totals and a chart', async (_, url, window, table) => {
    const res = await api.get(`${url}?initFilter=1${window}`);
    expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
    // Its rows are what its contract call's answer (and so /api/openapi.json) says of them.
    const answer = apiCalls.find((c) => c.name === `${table}.list`)!.answer!;
    expect(answer.safeParse(res.body).error?.issues.slice(0, 3) ?? []).toEqual([]);
    expect(rowsOf(res.body).length).toBeGreaterThan(0);
    expect((res.body.chart as Rows).length).toBeGreaterThan(0);
    expect(res.body.statistic_data).not.toBeNull();
  });
});

describe('bad input', () => {
  it('names the field of an unknown grouping, a window over the allowed span and a From after To', async () => {
    const unknown = await api.get('/api/reports/master-report?filter[groupBy]=colour');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty(['filter[groupBy]']);
    const wide = await api.get('/api/reports/daily-overview?filter[dayFrom]=2020-01-01&filter[dayTo]=2025-06-01');
    expect(wide.status).toBe(400);
    expect(wide.body.errors).toEqual({ 'filter[dayFrom]': ['The window may span at most 366 days.'] });
    const backwards = await api.get('/api/reports/daily-overview?filter[dayFrom]=2025-06-10&filter[dayTo]=2025-06-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ 'filter[dayTo]': ['To cannot be before From.'] });
    const four = await api.get('/api/reports/master-report?filter[groupBy]=app,supplier,country,platform');
    expect(four.body.errors).toEqual({ 'filter[groupBy]': ['At most 3 groupings.'] });
  });
});

describe('export and the rollup job', () => {
  it('exports the view as CSV with its totals-free rows', async () => {
    const res = await api.get(`/api/reports/revenue-report/export?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-02`);
    expect(res.status).toBe(200);
    const lines = res.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Day,Survey or Offer,Revenue $,Reconciled $,Net Revenue $,Publisher Payout $,Margin $,Margin %');
    expect(lines.length).toBe(5);
  });

  it('a late reconciliation marks its day, and the next round moves it into the rollups', async () => {
    const { rows } = await api.db.query<{ id: string; day: string; revenue: string }>(
      `SELECT id, to_char((completed_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, revenue FROM admin.clicks
       WHERE status = 1 AND complete_status = 1 AND completed_at < '2025-05-01' ORDER BY id LIMIT 1`,
    );
    const click = rows[0]!;
    const url = `/api/reports/daily-overview?filter[dayFrom]=${click.day}&filter[dayTo]=${click.day}`;
    const before = rowsOf((await api.get(url)).body)[0]!;
    await api.db.query('UPDATE admin.clicks SET complete_status = 2, reconciled_at = now() WHERE id = $1', [click.id]);
    const rebuilt = await api.db.transaction((tx) => rebuildDueRollups(tx, '2025-06-15'));
    expect(rebuilt).toContain(click.day);
    const after = rowsOf((await api.get(url)).body)[0]!;
    expect(cents(after.reconciled_revenue) - cents(before.reconciled_revenue)).toBe(cents(click.revenue));
    expect(cents(before.net_revenue) - cents(after.net_revenue)).toBe(cents(click.revenue));
  });
});

describe('Admin Dashboard', () => {
  it("answers through HTTP, and its tiles are Daily Overview's figures for the same days", async () => {
    const res = await api.get('/api/reports/admin-dashboard');
    expect(res.status).toBe(200);
    const d = await adminDashboard(api.db, DEMO_NOW);
    const yesterday = rowsOf((await api.get('/api/reports/daily-overview?filter[dayFrom]=2025-06-14&filter[dayTo]=2025-06-14')).body)[0]!;
    for (const key of ['revenue', 'net_revenue', 'margin', 'completes'])
      expect(cents(d.tiles.yesterday![key]), key).toBe(cents(yesterday[key]));
    const month = await api.get('/api/reports/daily-overview?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15');
    expect(cents(d.tiles.month_to_date!.revenue)).toBe(cents((month.body.statistic_data as Record<string, unknown>).revenue));
    expect(d.chart).toHaveLength(30);
    expect(d.topSuppliers.length).toBe(5);
    expect(d.topSuppliers[0]!.revenue).toBeGreaterThanOrEqual(d.topSuppliers[4]!.revenue);
    // Claims to confirm: 0 pending and 3 waiting confirmation (the claims screens' default), the demo has both.
    const { rows } = await api.db.query<{ n: number; waiting: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 3)::int AS waiting FROM admin.payments WHERE status IN (0, 3)',
    );
    expect(rows[0]!.waiting).toBeGreaterThan(0);
    expect(d.work.claims_to_confirm).toBe(rows[0]!.n);
    expect(d.liability).toBeGreaterThan(0);
  });
});

describe('Response Status', () => {
  it("shares each supplier's raw statuses of the last hours of traffic, against the same window yesterday", async () => {
    const res = await api.get('/api/reports/response-status?filter[hours]=24&itemPerPage=1000');
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const bySupplier = new Map<unknown, number>();
    for (const r of rows) bySupplier.set(r.supplier_id, (bySupplier.get(r.supplier_id) ?? 0) + Number(r.share));
    // Each supplier's shares of the window add up to 100 % (rounding aside).
    for (const [supplier, total] of bySupplier) if (total > 0) expect(Math.abs(total - 100), String(supplier)).toBeLessThan(0.1);
    const { rows: truth } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.clicks WHERE created_at > (SELECT max(created_at) FROM admin.clicks) - interval '24 hours'`,
    );
    expect((res.body.statistic_data as Record<string, unknown>).clicks).toBe(truth[0]!.n);
    expect((res.body.chart as Rows).length).toBeGreaterThan(0);
    const bad = await api.get('/api/reports/response-status?filter[hours]=5');
    expect(bad.body.errors).toHaveProperty(['filter[hours]']);
  });
});

describe('Daily Survey Sync and Bitburst Comparison', () => {
  it("counts a supplier's feed runs of a day from survey_sync_runs, with the day's last live figure and error", async () => {
    const day = 'filter[dayFrom]=2025-06-10&filter[dayTo]=2025-06-10';
    const rows = rowsOf((await api.get(`/api/reports/daily-survey-sync?${day}&itemPerPage=1000`)).body);
    const { rows: truth } = await api.db.query<{ supplier_id: number; runs: number; failed: number; live: number }>(
      `SELECT supplier_id, count(*)::int AS runs, count(*) FILTER (WHERE status = 2)::int AS failed,
         (array_agg(live_after ORDER BY started_at DESC))[1] AS live
       FROM admin.survey_sync_runs WHERE started_at >= '2025-06-10' AND started_at < '2025-06-11' GROUP BY 1`,
    );
    expect(rows.length).toBe(truth.length);
    for (const t of truth) {
      const row = rows.find((r) => r.supplier_id === t.supplier_id)!;
      expect([row.runs, row.failed_runs, row.live_surveys]).toEqual([t.runs, t.failed, t.live]);
    }
  });

  it("sets Bitburst's imported figures beside ours for the same day, app and country", async () => {
    const res = await api.get(
      '/api/reports/bitburst-comparison?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15&filter[grain]=month&itemPerPage=1000',
    );
    const { rows } = await api.db.query<{ clicks: number }>(
      `SELECT sum(b.clicks)::int AS clicks FROM admin.bitburst_daily_stats b
       WHERE b.day BETWEEN '2025-06-01' AND '2025-06-15'
         AND EXISTS (SELECT 1 FROM admin.daily_stats d WHERE d.day = b.day AND d.app_id = b.app_id AND d.country_code = b.country_code)`,
    );
    expect(rowsOf(res.body).reduce((n, r) => n + Number(r.bb_clicks), 0)).toBe(rows[0]!.clicks);
  });
});

describe('Financial Report', () => {
  it("a month's P&L: net revenue as Daily Overview's, costs as external payouts plus our users' rewards and bonuses", async () => {
    const res = await api.get('/api/reports/financial-report?filter[dayFrom]=2025-05-01&filter[dayTo]=2025-05-31');
    expect(res.status).toBe(200);
    const [may] = rowsOf(res.body);
    const days = await api.get('/api/reports/daily-overview?filter[dayFrom]=2025-05-01&filter[dayTo]=2025-05-31');
    const totals = days.body.statistic_data as Record<string, unknown>;
    expect(cents(may!.net_revenue)).toBe(cents(totals.net_revenue));
    expect(cents(may!.claims_paid)).toBe(cents(totals.claims_paid));
    expect(cents(may!.costs)).toBe(cents(may!.external_payout) + cents(may!.rewards_and_bonuses));
    expect(cents(may!.gross_margin)).toBe(cents(may!.net_revenue) - cents(may!.costs));
    const { rows } = await api.db.query<{ payout: string }>(
      `SELECT sum(c.publisher_payout) AS payout FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id JOIN core.apps a ON a.id = u.app_id
       WHERE c.status = 1 AND c.completed_at >= '2025-05-01' AND c.completed_at < '2025-06-01' AND a.project IS NULL AND NOT a.is_core`,
    );
    const { rows: offers } = await api.db.query<{ payout: string }>(
      `SELECT coalesce(sum(e.publisher_payout), 0) AS payout FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id JOIN core.apps a ON a.id = u.app_id
       WHERE e.status <> 2 AND e.created_at >= '2025-05-01' AND e.created_at < '2025-06-01' AND a.project IS NULL AND NOT a.is_core`,
    );
    expect(cents(may!.external_payout)).toBe(cents(rows[0]!.payout) + cents(offers[0]!.payout));
  });
});

describe('Supplier Top Surveys', () => {
  it("shows one supplier's surveys with its own survey ids: the chosen one, else the window's top supplier", async () => {
    const q = 'filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15&itemPerPage=100';
    const chosen = rowsOf((await api.get(`/api/reports/supplier-top-surveys?${q}&filter[supplier_id]=8`)).body);
    expect(chosen.length).toBeGreaterThan(0);
    expect(new Set(chosen.map((r) => r.supplier_id))).toEqual(new Set([8]));
    expect(chosen.every((r) => 'survey_external_id' in r)).toBe(true);
    const top = rowsOf((await api.get(`/api/reports/top-surveys?${q}`)).body);
    const bySupplier = new Map<unknown, number>();
    for (const r of top) bySupplier.set(r.supplier_id, (bySupplier.get(r.supplier_id) ?? 0) + cents(r.revenue));
    const best = [...bySupplier].sort((a, b) => b[1] - a[1])[0]![0];
    const fallback = rowsOf((await api.get(`/api/reports/supplier-top-surveys?${q}`)).body);
    expect(new Set(fallback.map((r) => r.supplier_id))).toEqual(new Set([best]));
  });
});

describe('Users by Source', () => {
  it('counts the users who signed up in the window per source and app, with their completes from their clicks', async () => {
    const res = await api.get('/api/reports/users-by-source?filter[dayFrom]=2025-01-01&filter[dayTo]=2025-06-15&itemPerPage=500');
    expect(res.status).toBe(200);
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.users WHERE created_at >= '2025-01-01' AND created_at < '2025-06-16'`,
    );
    expect(rowsOf(res.body).reduce((n, r) => n + Number(r.users), 0)).toBe(rows[0]!.n);
    expect(Number((res.body.statistic_data as Record<string, unknown>).users)).toBe(rows[0]!.n);
  });
});
