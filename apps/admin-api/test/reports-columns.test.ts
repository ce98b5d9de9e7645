import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

// The report columns of issue 15 that name a pick or a fact rather than a sum (live surveys, top raw
// status, worst buyer, an app's publisher ...), each through HTTP on the whole demo against its own
// SQL over the rows.
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 120_000);
afterAll(async () => api?.close());

const WINDOW = 'filter[dayFrom]=2025-05-16&filter[dayTo]=2025-06-14&itemPerPage=1000';

describe('Supplier Statistics', () => {
  it("shows each supplier's live surveys now, counted from the surveys", async () => {
    const res = await api.get(`/api/reports/supplier-statistics?${WINDOW}`);
    expect(res.status).toBe(200);
    const { rows: truth } = await api.db.query<{ supplier_id: number; n: number }>(
      'SELECT supplier_id, count(*)::int AS n FROM admin.surveys WHERE status = 1 AND visibility = 1 GROUP BY 1',
    );
    const live = new Map(truth.map((t) => [t.supplier_id, t.n]));
    const rows = rowsOf(res.body);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Number(row.live_survey_count), String(row.supplier)).toBe(live.get(row.supplier_id as number) ?? 0);
    expect(rows.some((r) => Number(r.live_survey_count) > 0)).toBe(true);
    // The totals row: every supplier's live surveys.
    const all = truth.reduce((n, t) => n + t.n, 0);
    expect(Number((res.body.statistic_data as Record<string, unknown>).live_survey_count)).toBe(all);
  });
});

describe('Master Report', () => {
  it("groups by the app's publisher: revenue and new users per publisher equal the rows", async () => {
    const res = await api.get(`/api/reports/master-report?${WINDOW}&filter[groupBy]=publisher&filter[grain]=month`);
    expect(res.status).toBe(200);
    const { rows: truth } = await api.db.query<{ period: string; publisher_id: number | null; revenue: string; new_users: number }>(
      `WITH money AS (
         SELECT (c.completed_at AT TIME ZONE 'UTC')::date AS day, u.app_id, c.revenue FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
         WHERE c.status = 1
         UNION ALL SELECT (e.created_at AT TIME ZONE 'UTC')::date, u.app_id, e.revenue FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id
         WHERE e.status <> 2),
       revenue AS (SELECT to_char(date_trunc('month', m.day), 'YYYY-MM-DD') AS period, a.publisher_id, sum(m.revenue) AS revenue
         FROM money m JOIN core.apps a ON a.id = m.app_id WHERE m.day BETWEEN '2025-05-16' AND '2025-06-14' GROUP BY 1, 2),
       signups AS (SELECT to_char(date_trunc('month', u.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period, a.publisher_id, count(*)::int AS n
         FROM admin.users u JOIN core.apps a ON a.id = u.app_id
         WHERE u.created_at >= '2025-05-16' AND u.created_at < '2025-06-15' GROUP BY 1, 2)
       SELECT r.period, r.publisher_id, r.revenue, coalesce(s.n, 0) AS new_users
       FROM revenue r LEFT JOIN signups s ON s.period = r.period AND s.publisher_id IS NOT DISTINCT FROM r.publisher_id`,
    );
    const rows = rowsOf(res.body);
    expect(rows.length).toBe(truth.length);
    expect(new Set(truth.map((t) => t.publisher_id)).size).toBeGreaterThan(1);
    for (const t of truth) {
      const row = rows.find((r) => r.period === t.period && r.publisher_id === t.publisher_id);
      expect(row, `${t.period} publisher ${t.publisher_id}`).toBeDefined();
      expect(Math.round(Number(row!.revenue) * 100)).toBe(Math.round(Number(t.revenue) * 100));
      expect(Number(row!.new_users)).toBe(t.new_users);
      expect(typeof row!.publisher).toBe('string');
    }
  });
});

describe('Financial Report', () => {
  it("a month's marketing spend is its Adjust spend on counted networks plus its log spend", async () => {
    const res = await api.get('/api/reports/financial-report?filter[dayFrom]=2025-04-01&filter[dayTo]=2025-06-15&itemPerPage=100');
    expect(res.status).toBe(200);
    const { rows: truth } = await api.db.query<{ period: string; spend: string }>(
      `SELECT to_char(date_trunc('month', day), 'YYYY-MM-DD') AS period, sum(amount) AS spend FROM (
         SELECT d.day, d.spend AS amount FROM admin.adjust_spend_data d
         WHERE d.network_id IN (SELECT id FROM admin.adjust_spend_networks WHERE counted_in_spend)
         UNION ALL SELECT l.day, l.amount FROM admin.log_spend l) x
       WHERE day BETWEEN '2025-04-01' AND '2025-06-15' GROUP BY 1`,
    );
    const rows = rowsOf(res.body);
    expect(rows.length).toBe(3);
    const spend = new Map(truth.map((t) => [t.period, Math.round(Number(t.spend) * 100)]));
    for (const row of rows)
      expect(Math.round(Number(row.marketing_spend) * 100), String(row.period)).toBe(spend.get(String(row.period)) ?? 0);
    expect(rows.every((r) => Number(r.marketing_spend) > 0)).toBe(true);
    const total = [...spend.values()].reduce((a, b) => a + b, 0);
    expect(Math.round(Number((res.body.statistic_data as Record<string, unknown>).marketing_spend) * 100)).toBe(total);
  });
});

describe('Reconciliation Report', () => {
  it("names each month and supplier's worst buyer: the buyer whose reconciled completes lost the most revenue", async () => {
    const res = await api.get('/api/reports/reconciliation?filter[dayFrom]=2025-03-01&filter[dayTo]=2025-06-15&itemPerPage=1000');
    expect(res.status).toBe(200);
    const { rows: truth } = await api.db.query<{ period: string; supplier_id: number; buyer: string }>(
      `SELECT DISTINCT ON (x.period, x.supplier_id) x.period, x.supplier_id, b.supplier_buyer_name AS buyer FROM (
         SELECT to_char(date_trunc('month', c.completed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period, c.supplier_id, s.supplier_buyer_id,
           sum(c.revenue) AS loss
         FROM admin.clicks c JOIN admin.surveys s ON s.id = c.survey_id
         WHERE c.status = 1 AND c.complete_status = 2 AND c.completed_at >= '2025-03-01' AND c.completed_at < '2025-06-16'
           AND s.supplier_buyer_id IS NOT NULL
         GROUP BY 1, 2, 3 HAVING sum(c.revenue) > 0) x
       JOIN admin.supplier_buyers b ON b.id = x.supplier_buyer_id
       ORDER BY x.period, x.supplier_id, x.loss DESC, x.supplier_buyer_id`,
    );
    const worst = new Map(truth.map((t) => [`${t.period} ${t.supplier_id}`, t.buyer]));
    const rows = rowsOf(res.body);
    expect(truth.length).toBeGreaterThan(3);
    for (const row of rows)
      expect(row.worst_buyer, `${row.period} ${row.supplier}`).toBe(worst.get(`${row.period} ${row.supplier_id}`) ?? null);
    expect(rows.filter((r) => r.worst_buyer !== null).length).toBe(truth.length);
  });
});

describe('Response Status Statistics', () => {
  it("names each day and supplier's top raw status: the raw supplier status of the most clicks", async () => {
    const res = await api.get(
      '/api/reports/response-status-statistics?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-14&itemPerPage=1000',
    );
    expect(res.status).toBe(200);
    const { rows: truth } = await api.db.query<{ period: string; supplier_id: number; status: string }>(
      `SELECT DISTINCT ON (period, supplier_id) period, supplier_id, status FROM (
         SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS period, supplier_id, coalesce(response_status, '') AS status, count(*) AS n
         FROM admin.clicks WHERE created_at >= '2025-06-01' AND created_at < '2025-06-15' GROUP BY 1, 2, 3) x
       ORDER BY period, supplier_id, n DESC, status`,
    );
    const top = new Map(truth.map((t) => [`${t.period} ${t.supplier_id}`, t.status === '' ? '(none)' : t.status]));
    const rows = rowsOf(res.body);
    expect(new Set(truth.map((t) => t.status)).size).toBeGreaterThan(1);
    // A row of completes only (clicked another day) has no raw status to pick.
    for (const row of rows)
      expect(row.top_raw_status, `${row.period} ${row.supplier}`).toBe(top.get(`${row.period} ${row.supplier_id}`) ?? null);
    expect(rows.filter((r) => r.top_raw_status !== null).length).toBe(truth.length);
  });
});

describe('App Overview', () => {
  it("shows each app's publisher (linked by its id), project and whether its surveys run, as the apps hold them", async () => {
    const res = await api.get(`/api/reports/app-overview?${WINDOW}`);
    expect(res.status).toBe(200);
    const { rows: truth } = await api.db.query<{
      id: number;
      publisher_id: number | null;
      publisher: string | null;
      project: string | null;
      running: boolean;
    }>(
      `SELECT a.id, a.publisher_id, p.name AS publisher, a.project, a.surveys_running AS running
       FROM core.apps a LEFT JOIN admin.publishers p ON p.id = a.publisher_id`,
    );
    const apps = new Map(truth.map((t) => [t.id, t]));
    const rows = rowsOf(res.body);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const app = apps.get(row.app_id as number)!;
      expect(row.publisher_id, String(row.app)).toBe(app.publisher_id);
      expect(row.publisher, String(row.app)).toBe(app.publisher ?? '(no publisher)');
      expect(row.project, String(row.app)).toBe(app.project ?? '(none)');
      expect(row.surveys_running, String(row.app)).toBe(app.running ? 'Running' : 'Stopped');
    }
    expect(rows.some((r) => r.surveys_running === 'Running' && r.publisher_id !== null)).toBe(true);
    expect(rows.some((r) => r.project === 'prime-opinion')).toBe(true);
    // The CSV names them too.
    const csv = await api.get(`/api/reports/app-overview/export?${WINDOW}`);
    expect(csv.text.split('\n')[0]).toContain('Publisher,Project,Surveys Running');
  });
});
