import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, FIXED_GRANT_HOLDERS, FUNNEL_STEPS, PRODUCTS, routeByName, type DbMonitoring } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

// Statistics, Affiliate Report, Rewards Liability, Missed Opportunities and DB Monitoring (issue 15,
// specification 04 sections 2-3) through the gateway on the whole demo: each figure against the rows
// it comes from and against the same figure on another screen (rule 1), and the pages' denials.
let stack: AdminGatewayStack;
const STATISTICS_ONLY = 202;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
  await stack.db.query(
    `UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', 'statistics') WHERE id = $1`,
    [STATISTICS_ONLY, JSON.stringify(['statistics'])],
  );
}, 180_000);
afterAll(async () => stack?.close());

type Row = Record<string, unknown>;
interface Answer {
  data: Row[];
  statistic_data: Row;
  chart: Row[];
}
const get = async (url: string, adminId = 1) => {
  const res = await stack.viaGateway(adminId, 'GET', url);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body as Answer;
};
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const sum = (rows: Row[], key: string) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
const sumCents = (rows: Row[], key: string) => rows.reduce((n, r) => n + cents(r[key]), 0);
const APPS = PRODUCTS.map((p) => p.appId);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-29);
const TO = day(0);
const WINDOW = `filter[dayFrom]=${FROM}&filter[dayTo]=${TO}&itemPerPage=1000`;

describe('Statistics', () => {
  it('counts sign-ups and each lifecycle step from users and trigger_events; sign-ups and active users are Daily Overview’s', async () => {
    const answer = await get(`/api/reports/statistics?${WINDOW}`);
    const { rows } = await stack.db.query<Record<string, number>>(
      `SELECT count(*)::int AS sign_ups, ${FUNNEL_STEPS.map(
        (s) =>
          `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM admin.trigger_events t WHERE t.user_id = u.id AND t.event = '${s.event}'))::int AS "${s.event}"`,
      ).join(', ')}
       FROM admin.users u WHERE u.app_id = ANY($1::int[]) AND u.created_at >= $2::date AND u.created_at < $3::date + 1`,
      [APPS, FROM, TO],
    );
    const truth = rows[0]!;
    expect(truth.sign_ups).toBeGreaterThan(0);
    expect(truth.first_survey_complete).toBeGreaterThan(0);
    expect(sum(answer.data, 'sign_ups')).toBe(truth.sign_ups);
    expect(Number(answer.statistic_data.sign_ups)).toBe(truth.sign_ups);
    FUNNEL_STEPS.forEach((s, i) => {
      expect(sum(answer.data, `step_${s.event}`), s.event).toBe(truth[s.event]);
      const before = (i === 0 ? truth.sign_ups : truth[FUNNEL_STEPS[i - 1]!.event])!;
      expect(Number(answer.statistic_data[`step_${s.event}_percent`]), s.event).toBeCloseTo((100 * truth[s.event]!) / before, 1);
    });
    // The chart is the step % per day.
    expect(answer.chart.length).toBeGreaterThan(1);
    expect(answer.chart[0]).toHaveProperty('step_soi_percent');
    const overview = await get(`/api/reports/daily-overview?${WINDOW}&filter[app_id]=${APPS.join(',')}`);
    expect(Number(answer.statistic_data.sign_ups)).toBe(Number(overview.statistic_data.new_users));
    expect(Number(answer.statistic_data.active_users)).toBe(Number(overview.statistic_data.active_users));
  });
});

describe('Affiliate Report', () => {
  it("sums each partner's sign-ups (Users by Source's users), conversions at its payout, their revenue and ROI", async () => {
    const months = `filter[dayFrom]=${day(-150).slice(0, 8)}01&filter[dayTo]=${TO}&itemPerPage=1000`;
    const answer = await get(`/api/reports/affiliate-report?${months}`);
    expect(answer.data.length).toBeGreaterThan(3);
    const { rows } = await stack.db.query<{
      app_id: number;
      source_key: string;
      sign_ups: number;
      conversions: number;
      cost: string;
      revenue: string;
    }>(
      `SELECT p.app_id, p.source_key, count(*)::int AS sign_ups,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM admin.trigger_events t WHERE t.user_id = u.id AND t.event = p.payout_event))::int AS conversions,
         coalesce(sum(p.payout) FILTER (WHERE EXISTS (SELECT 1 FROM admin.trigger_events t WHERE t.user_id = u.id AND t.event = p.payout_event)), 0) AS cost,
         sum((SELECT coalesce(sum(c.revenue), 0) FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1)
           + (SELECT coalesce(sum(e.revenue), 0) FROM admin.offer_events e WHERE e.user_id = u.id AND e.status <> 2)) AS revenue
       FROM admin.affiliate_partners p JOIN admin.users u ON u.app_id = p.app_id AND u.external_source = p.source_key
       WHERE u.created_at >= $1::date AND u.created_at < $2::date + 1 GROUP BY 1, 2`,
      [`${day(-150).slice(0, 8)}01`, TO],
    );
    expect(sum(answer.data, 'sign_ups')).toBe(rows.reduce((n, r) => n + r.sign_ups, 0));
    expect(sum(answer.data, 'conversions')).toBe(rows.reduce((n, r) => n + r.conversions, 0));
    expect(sumCents(answer.data, 'cost')).toBe(rows.reduce((n, r) => n + cents(r.cost), 0));
    expect(sumCents(answer.data, 'users_revenue')).toBe(rows.reduce((n, r) => n + cents(r.revenue), 0));
    const t = answer.statistic_data;
    expect(Number(t.roi)).toBeCloseTo((100 * (Number(t.users_revenue) - Number(t.cost))) / Number(t.cost), 1);
    // One truth: a partner's sign-ups are Users by Source's users of its source key and app.
    const bySource = (await get(`/api/reports/users-by-source?${months}`)).data;
    for (const r of rows) {
      const same = bySource.find((b) => b.user_source === r.source_key && Number(b.app_id) === r.app_id);
      expect(Number(same?.users), `${r.source_key} ${r.app_id}`).toBe(r.sign_ups);
    }
  });

  it('exports for the fixed grant (1, 5, 9) only; a page holder without it gets 403', async () => {
    expect(apiCalls.find((c) => c.path === '/api/reports/affiliate-report/export')?.permission).toBe('affiliate_report_export');
    const as = async (id: number) =>
      (
        await stack.gateway.inject({
          method: 'GET',
          url: '/api/reports/affiliate-report/export',
          headers: { authorization: `Bearer ${await stack.tokenOf(id)}` },
        })
      ).statusCode;
    expect(await as(9)).toBe(200);
    expect(await as(STATISTICS_ONLY)).toBe(403);
  });
});

describe('Rewards Liability', () => {
  it('is the ledger: liability equals the sum of user_transactions (and users.balance), split above and below the minimum claim', async () => {
    const answer = await get(`/api/reports/rewards-liability?${WINDOW}`);
    const { rows } = await stack.db.query<{ app_id: number; ledger: string; to_today: string; balance: string; holders: number }>(
      `SELECT u.app_id, round(sum(t.user_reward / a.points_divisor), 2) AS ledger,
         round(coalesce(sum(t.user_reward / a.points_divisor) FILTER (WHERE t.created_at < $2::date + 1), 0), 2) AS to_today,
         round((SELECT sum(b.balance::numeric / a.points_divisor) FROM admin.users b WHERE b.app_id = u.app_id), 2) AS balance,
         (SELECT count(*)::int FROM (SELECT x.user_id FROM admin.user_transactions x WHERE x.app_id = u.app_id GROUP BY 1 HAVING sum(x.user_reward) > 0) h) AS holders
       FROM admin.user_transactions t JOIN admin.users u ON u.id = t.user_id JOIN core.apps a ON a.id = u.app_id
       WHERE u.app_id = ANY($1::int[]) GROUP BY 1, a.points_divisor`,
      [APPS, TO],
    );
    expect(rows.length).toBe(PRODUCTS.length);
    for (const r of rows) {
      const row = answer.data.find((d) => Number(d.product_id) === r.app_id)!;
      expect(cents(row.liability), String(r.app_id)).toBe(cents(r.ledger));
      expect(cents(row.liability), String(r.app_id)).toBe(cents(r.balance));
      expect(Number(row.users_with_balance)).toBe(r.holders);
      // Each of the two is rounded to cents: together within a cent of the liability.
      expect(Math.abs(cents(row.above_minimum) + cents(row.below_minimum) - cents(row.liability))).toBeLessThanOrEqual(1);
      // The chart's last day (today) is the same ledger, summed to the end of the day.
      const prefix = PRODUCTS.find((p) => p.appId === r.app_id)!.prefix;
      expect(cents(answer.chart.at(-1)![`liability_${prefix}`])).toBe(cents(r.to_today));
    }
    expect(answer.chart).toHaveLength(30);
    // The total sums the unrounded liabilities; each row is rounded to cents: within a cent a row.
    expect(Math.abs(cents(answer.statistic_data.liability) - sumCents(answer.data, 'liability'))).toBeLessThanOrEqual(answer.data.length);
    // Expanded to countries, the rows add up to the same liability.
    const byCountry = await get(`/api/reports/rewards-liability?${WINDOW}&filter[groupBy]=product,country`);
    expect(Math.abs(sumCents(byCountry.data, 'liability') - cents(answer.statistic_data.liability))).toBeLessThanOrEqual(
      byCountry.data.length,
    );
    expect(byCountry.data.length).toBeGreaterThan(answer.data.length);
  });

  it('answers 403 to an admin without the page', async () => {
    expect(routeByName('rewards_liability')?.permission).toBe('rewards_liability');
    expect((await stack.viaGateway(STATISTICS_ONLY, 'GET', '/api/reports/rewards-liability')).status).toBe(403);
    expect((await stack.viaGateway(STATISTICS_ONLY, 'GET', '/api/reports/statistics')).status).toBe(200);
  });
});

describe('Missed Opportunities', () => {
  it('lists the live surveys at or above the minimum CPI with their blocking reason; the reasons add up', async () => {
    const answer = await get('/api/reports/missed-opportunities?itemPerPage=1000&filter[min_cpi]=1');
    const { rows } = await stack.db.query<{ n: number; quota: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(quota_remaining), 0)::int AS quota FROM admin.surveys WHERE status = 1 AND visibility = 1 AND cpi >= 1`,
    );
    expect(answer.data.length).toBe(rows[0]!.n);
    expect(sum(answer.data, 'quota_left')).toBe(rows[0]!.quota);
    const reasons = new Set(answer.data.map((r) => r.blocking_reason_id));
    expect(reasons.has('unmapped_question')).toBe(true);
    // The chart is the quota left per reason: the same rows.
    expect(sum(answer.chart, 'quota_left')).toBe(rows[0]!.quota);
    const unmapped = await get('/api/reports/missed-opportunities?itemPerPage=1000&filter[blocking_reason_id]=unmapped_question');
    expect(unmapped.data.length).toBe(answer.data.filter((r) => r.blocking_reason_id === 'unmapped_question').length);
    // Default order: the best-paid first.
    const cpis = answer.data.map((r) => Number(r.cpi));
    expect(cpis).toEqual([...cpis].sort((a, b) => b - a));
  });
});

describe('DB Monitoring', () => {
  it('shows tables with sizes, running queries and the header from pg_stat views; records a daily size snapshot', async () => {
    const res = await stack.viaGateway(1, 'GET', '/api/db-monitoring');
    expect(res.status).toBe(200);
    const body = res.body as DbMonitoring;
    expect(body.tables.unavailable).toBeNull();
    const clicks = body.tables.rows.find((t) => t.name === 'admin.clicks');
    expect(clicks?.size_bytes).toBeGreaterThan(0);
    expect(body.header.connections).toBeGreaterThan(0);
    expect(body.queries.rows.some((q) => q.own)).toBe(true);
    const { rows } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.db_table_snapshots WHERE day = (now() AT TIME ZONE 'UTC')::date`,
    );
    expect(rows[0]!.n).toBe(body.tables.rows.length);
  });

  it('cancels a running query for a top admin (action-logged); others get 403; a finished query 404', async () => {
    expect(FIXED_GRANT_HOLDERS.get('db_monitoring_cancel_query')).toEqual([1, 5]);
    // A long query on another connection of the pool.
    const sleeping = stack.db.query('SELECT pg_sleep(30)').catch((e: Error) => e);
    let pid: number | undefined;
    for (let i = 0; i < 50 && !pid; i++) {
      const body = (await stack.viaGateway(1, 'GET', '/api/db-monitoring')).body as DbMonitoring;
      pid = body.queries.rows.find((q) => q.query.includes('pg_sleep(30)') && !q.own)?.pid;
      if (!pid) await new Promise((r) => setTimeout(r, 100));
    }
    expect(pid).toBeDefined();
    expect((await stack.viaGateway(STATISTICS_ONLY, 'POST', `/api/db-monitoring/queries/${pid}/cancel`)).status).toBe(403);
    expect((await stack.viaGateway(6, 'POST', `/api/db-monitoring/queries/${pid}/cancel`)).status).toBe(403);
    const done = await stack.viaGateway(1, 'POST', `/api/db-monitoring/queries/${pid}/cancel`);
    expect(done).toEqual({ status: 200, body: { message: `Query ${pid} has been cancelled` } });
    expect(String(await sleeping)).toMatch(/cancel/i);
    const { rows } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.admin_logs WHERE action = 'db_monitoring.cancel_query' AND admin_id = 1`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await stack.viaGateway(1, 'POST', '/api/db-monitoring/queries/999999/cancel')).status).toBe(404);
    expect((await stack.viaGateway(STATISTICS_ONLY, 'GET', '/api/db-monitoring')).status).toBe(403);
  });
});
