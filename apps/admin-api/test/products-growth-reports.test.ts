import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

// The products' aggregated pages (issue 16) through HTTP on the demo: every figure comes from the
// rollups, and a product's day equals the sum of that day's rows of its app (specification 04, rules 1-4).
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 180_000);
afterAll(async () => stack?.close());

type Rows = Array<Record<string, unknown>>;
type ListBody = { data: Rows; statistic_data: Record<string, unknown>; chart: Rows };
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const sumOf = (rows: Rows, key: string) => rows.reduce((n, r) => n + cents(r[key]), 0);
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(44);
const TO = day(0);
const WINDOW = `filter[dayFrom]=${FROM}&filter[dayTo]=${TO}&itemPerPage=1000`;

async function list(url: string): Promise<ListBody> {
  const res = await stack.direct('GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListBody;
}

describe('{p}-performance', () => {
  it.each(PRODUCTS.map((p) => [p.prefix, p.appId] as const))(
    "%s: a day equals the sum of that day's rows of the app (clicks, completes, revenue, payout, rewards)",
    async (prefix, appId) => {
      const body = await list(`/api/reports/${prefix}-performance?${WINDOW}`);
      expect(body.data.length).toBe(45);
      const { rows } = await stack.db.query<Record<string, string>>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(clicks) AS clicks, sum(completes) AS completes, sum(survey_revenue) AS survey_revenue,
           sum(offer_revenue) AS offer_revenue, sum(payout) AS payout, round(sum(reward), 2) AS reward FROM (
           SELECT (c.created_at AT TIME ZONE 'UTC')::date AS day, 1 AS clicks, 0 AS completes, 0 AS survey_revenue, 0 AS offer_revenue, 0 AS payout, 0 AS reward
             FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id WHERE u.app_id = $1
           UNION ALL
           SELECT (c.completed_at AT TIME ZONE 'UTC')::date, 0, 1, c.revenue, 0, c.publisher_payout, c.user_reward::numeric / a.points_divisor
             FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id JOIN core.apps a ON a.id = u.app_id WHERE c.status = 1 AND u.app_id = $1
           UNION ALL
           SELECT (e.created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, e.revenue, e.publisher_payout, e.user_reward::numeric / a.points_divisor
             FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id JOIN core.apps a ON a.id = u.app_id WHERE e.status <> 2 AND u.app_id = $1
         ) x WHERE day BETWEEN $2::date AND $3::date GROUP BY 1`,
        [appId, FROM, TO],
      );
      const truth = new Map(rows.map((r) => [r.day, r]));
      for (const row of body.data) {
        const t = truth.get(String(row.period));
        const label = `${prefix} ${String(row.period)}`;
        expect(Number(row.clicks), label).toBe(Number(t?.clicks ?? 0));
        expect(Number(row.completes), label).toBe(Number(t?.completes ?? 0));
        expect(cents(row.survey_revenue), label).toBe(cents(t?.survey_revenue));
        expect(cents(row.offer_revenue), label).toBe(cents(t?.offer_revenue));
        expect(cents(row.payout_earned), label).toBe(cents(t?.payout));
        expect(cents(row.user_rewards), label).toBe(cents(t?.reward));
      }
      // The totals row is the same formulas over the window: additive figures equal the days' sum.
      for (const key of ['clicks', 'completes', 'payout_earned', 'claims_paid', 'bonuses'])
        expect(cents(body.statistic_data[key]), key).toBe(sumOf(body.data, key));
      expect(sumOf(body.data, 'clicks')).toBeGreaterThan(0);
    },
  );

  it('product margin = payout earned - user rewards - bonuses, on every day', async () => {
    const body = await list(`/api/reports/hc-performance?${WINDOW}`);
    // Each figure is rounded to the cent on its own: the margin may differ from the rounded parts by a cent.
    for (const row of body.data)
      expect(
        Math.abs(cents(row.product_margin) - (cents(row.payout_earned) - cents(row.user_rewards) - cents(row.bonuses))),
      ).toBeLessThanOrEqual(1);
  });

  it("the five products' days add up to the platform's day on Daily Overview for their apps", async () => {
    const one = `filter[dayFrom]=${day(3)}&filter[dayTo]=${day(3)}`;
    let completes = 0;
    for (const p of PRODUCTS) completes += Number((await list(`/api/reports/${p.prefix}-performance?${one}`)).data[0]?.completes ?? 0);
    const overview = await list(`/api/reports/daily-overview?${one}&filter[app_id]=${PRODUCTS.map((p) => p.appId).join(',')}`);
    expect(completes).toBe(Number(overview.data[0]?.completes ?? 0));
  });
});

describe('{p}-offerwall-performance', () => {
  it("a day's providers add up to the product's offer revenue that day on Performance", async () => {
    const offerwall = await list(`/api/reports/po-offerwall-performance?${WINDOW}`);
    const performance = await list(`/api/reports/po-performance?${WINDOW}`);
    expect(offerwall.data.length).toBeGreaterThan(0);
    expect(offerwall.data.every((r) => r.provider_id !== null && typeof r.provider === 'string')).toBe(true);
    expect(sumOf(offerwall.data, 'offer_revenue')).toBe(sumOf(performance.data, 'offer_revenue'));
    for (const row of offerwall.data)
      expect(Math.abs(cents(row.offer_margin) - (cents(row.offer_payout) - cents(row.offer_user_rewards)))).toBeLessThanOrEqual(1);
  });
});

describe('{p}-cohort-analysis', () => {
  it('answers from the cohort rollup: a month of cohorts has the users who signed up in it', async () => {
    const from = day(120);
    const body = await list(
      `/api/reports/fs-cohort-analysis?filter[dayFrom]=${from}&filter[dayTo]=${TO}&filter[grain]=month&itemPerPage=100`,
    );
    expect(body.data.length).toBeGreaterThan(2);
    const { rows } = await stack.db.query<{ month: string; users: number }>(
      `SELECT to_char(date_trunc('month', (created_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS month, count(*)::int AS users
       FROM admin.users WHERE app_id = 16 AND created_at >= $1::date AND created_at < $2::date + 1 GROUP BY 1`,
      [from, TO],
    );
    const truth = new Map(rows.map((r) => [r.month, r.users]));
    for (const row of body.data) expect(Number(row.users), String(row.period)).toBe(truth.get(String(row.period)) ?? 0);
    expect(Number(body.statistic_data.users)).toBe(rows.reduce((n, r) => n + r.users, 0));
    // The same rows the rollup holds: the page never reads more than the rollup.
    const { rows: rollup } = await stack.db.query<{ users: number }>(
      `SELECT sum(users)::int AS users FROM admin.daily_cohort_stats WHERE app_id = 16 AND cohort_day BETWEEN $1::date AND $2::date`,
      [from, TO],
    );
    expect(Number(body.statistic_data.users)).toBe(rollup[0]!.users);
  });

  it('a week of cohorts shows activation and payout per user, and spend where the product logged some', async () => {
    const body = await list(`/api/reports/po-cohort-analysis?filter[grain]=week&itemPerPage=100`);
    expect(body.data.length).toBeGreaterThan(10);
    const withUsers = body.data.filter((r) => Number(r.users) > 0);
    expect(withUsers.some((r) => Number(r.payout_per_user_d90) > 0)).toBe(true);
    expect(body.data.some((r) => Number(r.spend_per_user) > 0)).toBe(true);
    for (const r of withUsers) expect(Number(r.activated_percent)).toBeLessThanOrEqual(100);
  });

  it('Cohort Analysis New groups the fs cohorts by Adjust network', async () => {
    const body = await list('/api/reports/fs-cohort-analysis-2?itemPerPage=100');
    const networks = new Set(body.data.map((r) => r.network));
    expect(networks.has('Organic')).toBe(true);
    expect(networks.size).toBeGreaterThan(2);
  });
});

describe('Adjust Spend Data: sign-ups and ROAS D7 of each spend row', () => {
  it("a row's sign-ups and payout earned D7 are its attributed users' (from the rows), and Cohort Analysis New's", async () => {
    const [from, to] = [day(89), day(8)];
    // From the rows: users of the row's day, app, platform and country whose first install callback names its network
    // and campaign; payout earned within 7 days on their completes and offer events (not rejected).
    const { rows } = await stack.db.query<{
      day: string;
      app: number;
      network_id: number;
      network: string;
      campaign: string;
      country: string;
      users: number;
      payout: string;
    }>(
      `WITH att AS (
         SELECT DISTINCT ON (ae.user_id) ae.user_id, ae.network, ae.campaign FROM admin.adjust_events ae
         WHERE ae.direction = 'in' AND ae.event = 'install' AND ae.user_id IS NOT NULL ORDER BY ae.user_id, ae.id)
       SELECT to_char(sd.day, 'YYYY-MM-DD') AS day, sd.adjust_app_id AS app, sn.id AS network_id, sn.network, sd.campaign,
         sd.country::text AS country, count(u.id)::int AS users,
         coalesce(sum((SELECT coalesce(sum(k.publisher_payout), 0) FROM admin.clicks k WHERE k.user_id = u.id AND k.status = 1
             AND k.completed_at < u.created_at + interval '7 days')
           + (SELECT coalesce(sum(o.publisher_payout), 0) FROM admin.offer_events o WHERE o.user_id = u.id AND o.status <> 2
             AND o.created_at < u.created_at + interval '7 days')), 0)::text AS payout
       FROM admin.adjust_spend_data sd JOIN admin.adjust_spend_apps sa ON sa.id = sd.adjust_app_id
       JOIN admin.adjust_spend_networks sn ON sn.id = sd.network_id
       JOIN admin.users u ON u.app_id = sa.app_id AND u.platform = sa.platform AND u.country_code = sd.country
         AND (u.created_at AT TIME ZONE 'UTC')::date = sd.day
       JOIN att ON att.user_id = u.id AND att.network = sn.network AND att.campaign = sd.campaign
       WHERE sd.day BETWEEN $1::date AND $2::date GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 5, 6`,
      [from, to],
    );
    expect(rows.length).toBeGreaterThan(5);
    const all = await list(`/api/adjust-spend-data?filter[dayFrom]=${from}&filter[dayTo]=${to}&itemPerPage=1`);
    expect(Number(all.statistic_data.sign_ups)).toBe(rows.reduce((n, r) => n + r.users, 0));
    expect(cents(all.statistic_data.payout_d7)).toBe(rows.reduce((n, r) => n + cents(r.payout), 0));
    for (const t of rows.filter((_, i) => i % Math.ceil(rows.length / 6) === 0)) {
      const one = await list(
        `/api/adjust-spend-data?filter[dayFrom]=${t.day}&filter[dayTo]=${t.day}&filter[adjust_app_id]=${t.app}&filter[network_id]=${t.network_id}&filter[country]=${t.country}`,
      );
      const r = one.data.find((x) => x.campaign === t.campaign);
      expect(r, JSON.stringify(t)).toBeDefined();
      expect(Number(r!.sign_ups)).toBe(t.users);
      expect(cents(r!.payout_d7)).toBe(cents(t.payout));
      expect(Number(r!.roas_d7)).toBeCloseTo((100 * Number(t.payout)) / Number(r!.spend), 1);
    }

    // The same users on the cohort rollup Cohort Analysis New reads: one fs network and campaign over the window.
    const fs = rows.find((r) => r.app === 3 || r.app === 4);
    expect(fs).toBeDefined();
    const signUps = rows.filter((r) => r.network === fs!.network && r.campaign === fs!.campaign).reduce((n, r) => n + r.users, 0);
    const { rows: cohort } = await stack.db.query<{ users: number }>(
      `SELECT coalesce(sum(users), 0)::int AS users FROM admin.daily_cohort_stats
       WHERE app_id = 16 AND network = $1 AND campaign = $2 AND cohort_day BETWEEN $3::date AND $4::date`,
      [fs!.network, fs!.campaign, from, to],
    );
    expect(signUps).toBe(cohort[0]!.users);
  });
});

describe('e-mail statistics and the value report', () => {
  it('sent e-mails per day and template equal the rows of the e-mail log', async () => {
    const body = await list(`/api/reports/fs-email-statistics?${WINDOW}`);
    const { rows } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.email_logs WHERE app_id = 16 AND created_at >= $1::date AND created_at < $2::date + 1`,
      [FROM, TO],
    );
    expect(Number(body.statistic_data.sent)).toBe(rows[0]!.n);
    expect(sumOf(body.data, 'sent') / 100).toBe(rows[0]!.n);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it("po value report: a sign-up month's users and payout are the cohorts'", async () => {
    const window = `filter[dayFrom]=${day(300)}&filter[dayTo]=${TO}&itemPerPage=500`;
    const value = await list(`/api/reports/po-value-report?${window}`);
    const cohorts = await list(`/api/reports/po-cohort-analysis?${window}&filter[grain]=month`);
    expect(Number(value.statistic_data.users)).toBeGreaterThan(0);
    expect(Number(value.statistic_data.users)).toBe(Number(cohorts.statistic_data.users));
    expect(sumOf(value.data, 'users') / 100).toBe(Number(cohorts.statistic_data.users));
    const { rows } = await stack.db.query<{ payout: string }>(
      `SELECT sum(payout_d90) AS payout FROM admin.daily_cohort_stats WHERE app_id = 13 AND cohort_day BETWEEN $1::date AND $2::date`,
      [day(300), TO],
    );
    expect(cents(value.statistic_data.cohort_payout)).toBe(cents(rows[0]!.payout));
    expect(sumOf(value.data, 'cohort_payout')).toBe(cents(rows[0]!.payout));
    expect(value.data.every((r) => typeof r.country === 'string')).toBe(true);
  });
});

describe('export grants (specification 01, section 6), through the gateway', () => {
  const grantPages = async (adminId: number, pages: string[]) =>
    stack.db.query(`UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', $3::text) WHERE id = $1`, [
      adminId,
      JSON.stringify(pages),
      pages[0],
    ]);
  const exportAs = async (adminId: number, url: string) => {
    const res = await stack.gateway.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await stack.tokenOf(adminId)}` },
    });
    return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
  };
  const PAGES = ['fs_performance', 'fs_cohort_analysis', 'fs_cohort_analysis_2', 'po_performance', 'po_cohort_analysis'];

  beforeAll(async () => {
    // Admins 9 (the export grant) and 6, 200 (not) all hold the pages themselves.
    for (const id of [9, 6, 200]) await grantPages(id, PAGES);
  });

  it.each([
    ['/api/reports/fs-performance/export', 'Payout Earned $'],
    ['/api/reports/fs-cohort-analysis/export', 'Payout per User D7 $'],
    ['/api/reports/po-performance/export', 'Product Margin $'],
    ['/api/reports/po-cohort-analysis/export', 'ROAS %'],
  ])('%s: top admins and 9 export, the other page holders get 403 and no CSV', async (url, header) => {
    for (const id of [1, 5, 9]) {
      const res = await exportAs(id, url);
      expect(res.status, `admin ${id}`).toBe(200);
      expect(res.type).toContain('text/csv');
      expect(res.text).toContain(header);
    }
    for (const id of [6, 200]) {
      const res = await exportAs(id, url);
      expect(res.status, `admin ${id}`).toBe(403);
      expect(res.text).not.toContain(header);
      // The page itself stays theirs.
      expect((await stack.viaGateway(id, 'GET', url.replace('/export', '?itemPerPage=1'))).status).toBe(200);
    }
  });

  it('fs Cohort Analysis New is top admins only: its list and export refuse 9, 6 and 200 though they hold the page', async () => {
    for (const id of [1, 5]) {
      expect((await stack.viaGateway(id, 'GET', '/api/reports/fs-cohort-analysis-2?itemPerPage=1')).status).toBe(200);
      expect((await exportAs(id, '/api/reports/fs-cohort-analysis-2/export')).status).toBe(200);
    }
    for (const id of [9, 6, 200]) {
      expect((await stack.viaGateway(id, 'GET', '/api/reports/fs-cohort-analysis-2?itemPerPage=1')).status, `admin ${id}`).toBe(403);
      const res = await exportAs(id, '/api/reports/fs-cohort-analysis-2/export');
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Network');
    }
  });
});
