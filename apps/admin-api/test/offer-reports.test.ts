import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi, type Rows } from './list-engine-helper.ts';

// The offer reports (issue 18, specification 04 section 8) through HTTP on the whole demo: read from the
// offer rows, cut as the rollups cut them, so they agree with daily_stats' offer figures to the cent (rule 1).
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const sumOf = (rows: Rows, key: string) => rows.reduce((n, r) => n + cents(r[key]), 0);
const WINDOW = 'filter[dayFrom]=2025-05-01&filter[dayTo]=2025-06-15&itemPerPage=1000';
const totals = (body: Record<string, unknown>) => body.statistic_data as Record<string, unknown>;

async function rollupOffers() {
  const { rows } = await api.db.query<{ clicks: string; events: string; revenue: string; payout: string }>(
    `SELECT sum(offer_clicks) AS clicks, sum(offer_events) AS events, sum(offer_revenue) AS revenue, sum(offer_payout) AS payout
     FROM admin.daily_stats WHERE day BETWEEN '2025-05-01' AND '2025-06-15' AND offer_provider_id IS NOT NULL`,
  );
  return rows[0]!;
}

describe('offer reports agree with the rollups (rule 1)', () => {
  it('Offer Report: per offer; its totals equal the window offer clicks, events, revenue and payout of daily_stats', async () => {
    const res = await api.get(`/api/reports/offer-report?${WINDOW}`);
    expect(res.status, res.text).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0]).toHaveProperty('offer');
    const truth = await rollupOffers();
    const t = totals(res.body);
    expect(cents(t.revenue)).toBe(cents(truth.revenue));
    expect(cents(t.publisher_payout)).toBe(cents(truth.payout));
    expect(Number(t.offer_events)).toBe(Number(truth.events));
    expect(sumOf(rows, 'revenue')).toBe(cents(truth.revenue));
    // margin = revenue - payout (no survey money, nothing reconciled on offers).
    expect(cents(t.margin)).toBe(cents(truth.revenue) - cents(truth.payout));
  });

  it('Offer Report reads the offer rollup, and each offer equals the sum over its raw clicks and events', async () => {
    const res = await api.get(`/api/reports/offer-report?${WINDOW}`);
    const { rows } = await api.db.query<{
      offer_id: number;
      clicks: number;
      events: number;
      revenue: string;
      payout: string;
      rejected: string | null;
    }>(
      `SELECT o.id AS offer_id,
         (SELECT count(*)::int FROM admin.offer_clicks oc WHERE oc.offer_id = o.id AND oc.created_at >= '2025-05-01' AND oc.created_at < '2025-06-16') AS clicks,
         count(e.id) FILTER (WHERE e.status <> 2)::int AS events, coalesce(sum(e.revenue) FILTER (WHERE e.status <> 2), 0)::text AS revenue,
         coalesce(sum(e.publisher_payout) FILTER (WHERE e.status <> 2), 0)::text AS payout,
         round(100.0 * count(e.id) FILTER (WHERE e.status = 2) / nullif(count(e.id), 0), 2)::text AS rejected
       FROM admin.offers o LEFT JOIN admin.offer_events e ON e.offer_id = o.id AND e.created_at >= '2025-05-01' AND e.created_at < '2025-06-16'
       GROUP BY o.id`,
    );
    const truth = new Map(rows.map((r) => [r.offer_id, r]));
    const listed = rowsOf(res.body);
    expect(listed.length).toBeGreaterThan(5);
    for (const r of listed) {
      const t = truth.get(Number(r.offer_id))!;
      expect(t, JSON.stringify(r)).toBeDefined();
      expect(Number(r.clicks), String(r.offer)).toBe(t.clicks);
      expect(Number(r.offer_events), String(r.offer)).toBe(t.events);
      expect(cents(r.revenue), String(r.offer)).toBe(cents(t.revenue));
      expect(cents(r.publisher_payout), String(r.offer)).toBe(cents(t.payout));
      expect(Number(r.rejected_percent ?? 0), String(r.offer)).toBeCloseTo(Number(t.rejected ?? 0), 2);
    }
    // The report's source is the rollup: the same totals as its rows.
    const { rows: rollup } = await api.db.query<{ revenue: string; clicks: number }>(
      `SELECT sum(revenue)::text AS revenue, sum(clicks)::int AS clicks FROM admin.daily_offer_stats WHERE day BETWEEN '2025-05-01' AND '2025-06-15'`,
    );
    expect(cents(totals(res.body).revenue)).toBe(cents(rollup[0]!.revenue));
    expect(Number(totals(res.body).clicks)).toBe(rollup[0]!.clicks);
  });

  it('Offer Click Report: clicks per day equal the rollups; users are distinct over the window', async () => {
    const res = await api.get(`/api/reports/offer-click-report?${WINDOW}&filter[groupBy]=`);
    expect(res.status, res.text).toBe(200);
    const truth = await rollupOffers();
    expect(Number(totals(res.body).clicks)).toBe(Number(truth.clicks));
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(DISTINCT user_id)::int AS n FROM admin.offer_clicks WHERE created_at >= '2025-05-01' AND created_at < '2025-06-16'`,
    );
    expect(Number(totals(res.body).users)).toBe(rows[0]!.n);
    expect((res.body.chart as Rows).length).toBeGreaterThan(30);
  });

  it('Offer Performance Analysis: IAP $ from the IAP rows on their transaction time; ROAS = IAP / revenue', async () => {
    const res = await api.get(`/api/reports/offer-performance-analysis?${WINDOW}`);
    expect(res.status, res.text).toBe(200);
    const { rows } = await api.db.query<{ iap: string }>(
      `SELECT coalesce(sum(transaction_value), 0) AS iap FROM admin.offer_iap_transactions WHERE transaction_time >= '2025-05-01' AND transaction_time < '2025-06-16'`,
    );
    const t = totals(res.body);
    expect(cents(t.iap)).toBe(cents(rows[0]!.iap));
    expect(Number(t.advertiser_roas)).toBeCloseTo((100 * Number(rows[0]!.iap)) / Number(t.revenue), 1);
  });

  it('Offer Quality Report and Offer Event Report answer their rows; the event report picks the top offer when none is chosen', async () => {
    const quality = await api.get(`/api/reports/offer-quality-report?${WINDOW}`);
    expect(quality.status, quality.text).toBe(200);
    expect(rowsOf(quality.body).length).toBeGreaterThan(0);
    expect(Number(totals(quality.body).rejected_percent)).toBeGreaterThanOrEqual(0);
    const events = await api.get(`/api/reports/offer-event-report?${WINDOW}`);
    expect(events.status, events.text).toBe(200);
    const rows = rowsOf(events.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.offer_id)).size).toBe(1);
  });
});
