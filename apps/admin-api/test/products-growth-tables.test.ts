import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, productGrowthResources } from '@bo/contract';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';
import { seedDemo } from '@bo/db';

// The products' growth table pages (issue 16) on the demo: each shows rows, and only its product's.
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 120_000);
afterAll(async () => api?.close());

describe('growth table pages', () => {
  it.each(productGrowthResources.map((r) => [r.name, r.url] as const))('%s lists demo rows', async (_name, url) => {
    const res = await api.get(`${url}?itemPerPage=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rowsOf(res.body).length).toBeGreaterThan(0);
  });

  it("reads only the product's app: users on fs pages are fs users", async () => {
    for (const url of ['/api/fs-adjust-event-logs', '/api/fs-emails', '/api/fs-completes']) {
      const ids = rowsOf((await api.get(`${url}?itemPerPage=100`)).body).map((r) => Number(r.user_id));
      const { rows } = await api.db.query<{ app_id: number }>('SELECT DISTINCT app_id FROM admin.users WHERE id = ANY($1::bigint[])', [
        ids,
      ]);
      expect(
        rows.map((r) => r.app_id),
        url,
      ).toEqual([16]);
    }
  });

  it('affiliate partners count 30-day sign-ups from the users of their source key, and cost = conversions x payout', async () => {
    const rows = rowsOf((await api.get('/api/po-affiliate-partners?itemPerPage=10')).body);
    expect(rows.map((r) => r.source_key)).toEqual(['offerwall', 'referral', 'tiktok_ads']);
    for (const row of rows) {
      const { rows: truth } = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM admin.users WHERE app_id = 13 AND external_source = $1 AND created_at >= now() - interval '30 days'`,
        [row.source_key],
      );
      expect(Number(row.signups_30d)).toBe(truth[0]!.n);
      expect(Math.round(Number(row.cost_30d) * 100)).toBe(Math.round(Number(row.conversions_30d) * Number(row.payout) * 100));
    }
  });

  it('adjust config lives at the project slug and shows the app token of the row platform', async () => {
    for (const p of PRODUCTS) {
      const rows = rowsOf((await api.get(`/api/${p.project}/adjust-config?itemPerPage=100`)).body);
      expect(rows.length).toBe(14);
      expect(rows.every((r) => typeof r.app_token === 'string')).toBe(true);
    }
  });

  it('VIP users carry their lifetime revenue from their completes', async () => {
    const rows = rowsOf((await api.get('/api/po-vip-users?orderBy=lifetime_revenue&orderDirection=desc&itemPerPage=10')).body);
    expect(rows).toHaveLength(10);
    const { rows: truth } = await api.db.query<{ revenue: string }>(
      'SELECT sum(revenue) AS revenue FROM admin.clicks WHERE user_id = $1 AND status = 1',
      [rows[0]!.user_id],
    );
    expect(Number(rows[0]!.lifetime_revenue)).toBeCloseTo(Number(truth[0]!.revenue), 2);
  });
});
