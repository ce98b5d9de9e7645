import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACING_CURVE_DAYS, PACING_CURVE_PRIOR_MONTHS } from '@bo/contract';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

// Delivery Overview names its periods from today, so its demo is today's (not the fixed demo date).
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db));
}, 120_000);
afterAll(async () => api?.close());

describe('Delivery Overview', () => {
  it("shows each supplier's live supply and its completes today, yesterday and over 7 days from the survey rollup", async () => {
    const res = await api.get('/api/reports/delivery-overview?itemPerPage=100');
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.length).toBeGreaterThan(0);
    const { rows: truth } = await api.db.query<{ supplier_id: number; live: number; week: number }>(
      `SELECT s.supplier_id, (SELECT count(*)::int FROM admin.surveys v WHERE v.supplier_id = s.supplier_id AND v.status = 1 AND v.visibility = 1) AS live,
         coalesce(sum(s.completes) FILTER (WHERE s.day > (now() AT TIME ZONE 'UTC')::date - 7), 0)::int AS week
       FROM admin.daily_survey_stats s
       WHERE s.day >= (date_trunc('month', (now() AT TIME ZONE 'UTC')::date) - interval '1 month')::date
       GROUP BY 1`,
    );
    for (const t of truth) {
      const row = rows.find((r) => r.supplier_id === t.supplier_id)!;
      expect([row.completes_7d, row.live_survey_count ?? 0], String(t.supplier_id)).toEqual([t.week, t.live]);
    }
    // No window filter: the columns name their own periods.
    const refused = await api.get('/api/reports/delivery-overview?filter[dayFrom]=2025-01-01');
    expect(refused.status).toBe(400);
  });
});

describe('Reconciliation Pacing', () => {
  it("shows each supplier's completes of this and last month, reconciled so far, and the projection of 02 section 7", async () => {
    const res = await api.get('/api/reports/reconciliation-pacing?itemPerPage=1000');
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const { rows: truth } = await api.db.query<{ supplier_id: number; month: string; completes: number; reconciled: number; days: number }>(
      `SELECT supplier_id, to_char(date_trunc('month', completed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS month, count(*)::int AS completes,
         count(*) FILTER (WHERE complete_status = 2)::int AS reconciled, avg(extract(epoch FROM now() - completed_at) / 86400)::float8 AS days
       FROM admin.clicks WHERE status = 1
         AND completed_at >= date_trunc('month', (now() AT TIME ZONE 'UTC')::date - interval '1 month') AT TIME ZONE 'UTC'
       GROUP BY 1, 2`,
    );
    expect(truth.length).toBeGreaterThan(0);
    expect(rows.length).toBe(truth.length);
    for (const t of truth) {
      const row = rows.find((r) => r.supplier_id === t.supplier_id && r.period === t.month)!;
      expect([row.completes, row.reconciled], `${t.supplier_id} ${t.month}`).toEqual([t.completes, t.reconciled]);
      expect(row.confidence).toBe(t.completes >= 10 ? 'High' : t.completes >= 7 ? 'Medium' : 'Low');
      const current = t.completes > 0 ? (100 * t.reconciled) / t.completes : 0;
      if (t.days >= 30) expect(Number(row.projected_percent)).toBeCloseTo(current, 1);
      else expect(Number(row.projected_percent)).toBeGreaterThanOrEqual(Number(row.recon_percent));
    }
  });
});

describe('Reconciliation Pacing: the curve', () => {
  it('draws cumulative recon % by days since month end for last month and the six before; each month ends at its Reconciliation Report figure', async () => {
    const res = await api.get('/api/reports/reconciliation-pacing?itemPerPage=1000');
    const points = res.body.chart as Array<{ period: string; month: string; recon_percent: number }>;
    const months = [...new Set(points.map((p) => p.month))].sort();
    // The demo's traffic goes back 90 days or so: the older of the seven months have no completes.
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.length).toBeLessThanOrEqual(PACING_CURVE_PRIOR_MONTHS + 1);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    expect(months.at(-1)).toBe(lastMonth);
    // Last month's curve reaches today only: one point per day lived since its end.
    const daysSinceEnd = Math.floor((now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) / 86_400_000);
    expect(points.filter((p) => p.month === lastMonth)).toHaveLength(Math.min(daysSinceEnd, PACING_CURVE_DAYS) + 1);
    for (const month of months) {
      const curve = points.filter((p) => p.month === month).map((p) => p.recon_percent);
      expect(
        [...curve].sort((a, b) => a - b),
        month,
      ).toEqual(curve);
    }
    // The demo reconciles within 42 days of a month's end: an older month's curve ends at its recon %.
    const from = `${months[0]}-01`;
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0)).toISOString().slice(0, 10);
    const report = rowsOf((await api.get(`/api/reports/reconciliation?filter[dayFrom]=${from}&filter[dayTo]=${to}&itemPerPage=1000`)).body);
    const ofMonth = (month: string) => report.filter((r) => String(r.period).startsWith(month));
    const sum = (rows: typeof report, key: string) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
    const ended = points.filter((p) => p.period === String(PACING_CURVE_DAYS));
    expect(ended.length).toBeGreaterThan(0);
    for (const end of ended) {
      const month = end.month;
      const rows = ofMonth(month);
      expect(end.recon_percent, month).toBeCloseTo((100 * sum(rows, 'reconciled')) / sum(rows, 'completes'), 1);
    }
    // One supplier's curve: the filter applies.
    const cint = (await api.get('/api/reports/reconciliation-pacing?filter[supplier_id]=8')).body.chart as typeof points;
    expect(cint.length).toBeGreaterThan(0);
    expect(cint).not.toEqual(points);
  });
});
