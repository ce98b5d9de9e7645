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
