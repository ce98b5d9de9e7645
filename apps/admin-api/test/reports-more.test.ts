import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COHORT_MONTHS, REPORT_STACK_AREAS, SCHEDULED_JOBS, scheduleLabel, SUPPLIER_RECONCILIATION_IMPORT_MESSAGES } from '@bo/contract';
import { rebuildDueRollups, seedDemo } from '@bo/db';
import { evaluateAlertRules } from '../src/alerts/alert-rules.ts';
import { buildListEngineApi, DEMO_NOW, multipartBody, rowsOf, type ListEngineApi, type Rows } from './list-engine-helper.ts';

// The later report screens of issue 15 through HTTP on the whole demo: each figure against the rows
// it comes from, a month against its days and a drill-down against its row (specification 04, rules 1-4).
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 120_000);
afterAll(async () => api?.close());

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const sumOf = (rows: Rows, key: string) => rows.reduce((n, r) => n + cents(r[key]), 0);
const countOf = (rows: Rows, key: string) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
const totals = (body: Record<string, unknown>) => body.statistic_data as Record<string, unknown>;
const JUNE = 'filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15&itemPerPage=1000';

describe('Job Monitoring', () => {
  it("shows each job's schedule, last run and failures from cronjob_logs and the job registry", async () => {
    const res = await api.get(`/api/reports/job-monitoring?filter[dayFrom]=2025-06-12&filter[dayTo]=2025-06-15`);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const { rows: truth } = await api.db.query<{ signature: string; runs: number; failed: number; status: string; started: string }>(
      `SELECT signature, count(*)::int AS runs, count(*) FILTER (WHERE status = 'failed')::int AS failed,
         (array_agg(status ORDER BY created_at DESC))[1] AS status,
         to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS started
       FROM admin.cronjob_logs WHERE created_at >= '2025-06-12' AND created_at < '2025-06-16' GROUP BY 1`,
    );
    expect(rows.map((r) => r.job).sort()).toEqual(truth.map((t) => t.signature).sort());
    for (const t of truth) {
      const row = rows.find((r) => r.job === t.signature)!;
      expect([row.runs, row.failed_runs, row.last_status, row.last_start]).toEqual([t.runs, t.failed, t.status, t.started]);
      const job = SCHEDULED_JOBS.find((j) => j.signature === t.signature)!;
      expect(row.schedule).toBe(scheduleLabel(job.everyMinutes));
      // The demo's runs are long past: every job is late now.
      expect(String(row.next_due)).toMatch(/ \(late\)$/);
    }
    expect(countOf(rows, 'failed_runs')).toBe(Number(totals(res.body).failed_runs));
  });
});

describe('Survey List Reload Statistics', () => {
  it("counts a day's reloads and users per app from survey_list_reloads; the days add up to the window", async () => {
    const q = 'filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15&itemPerPage=1000';
    const days = rowsOf((await api.get(`/api/reports/survey-list-reload-statistics?${q}`)).body);
    const { rows } = await api.db.query<{ n: number; zero: number; users: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE surveys_returned = 0)::int AS zero, count(DISTINCT user_id)::int AS users
       FROM admin.survey_list_reloads WHERE created_at >= '2025-06-01' AND created_at < '2025-06-16'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(countOf(days, 'reloads')).toBe(rows[0]!.n);
    const month = await api.get(`/api/reports/survey-list-reload-statistics?${q}&filter[grain]=month&filter[groupBy]=platform`);
    expect(countOf(rowsOf(month.body), 'reloads')).toBe(rows[0]!.n);
    const all = totals(month.body);
    expect(Number(all.reload_users)).toBe(rows[0]!.users);
    expect(Number(all.zero_survey_percent)).toBeCloseTo((100 * rows[0]!.zero) / rows[0]!.n, 1);
  });
});

describe('Various Report', () => {
  it('cuts the clicks into buckets, each cut adding up to the same clicks, completes and revenue', async () => {
    const { rows } = await api.db.query<{ clicks: number; completes: number; revenue: string }>(
      `SELECT (SELECT count(*)::int FROM admin.clicks WHERE created_at >= '2025-06-01' AND created_at < '2025-06-16') AS clicks,
         count(*)::int AS completes, sum(revenue) AS revenue
       FROM admin.clicks WHERE status = 1 AND completed_at >= '2025-06-01' AND completed_at < '2025-06-16'`,
    );
    for (const cut of ['loi_bucket', 'cpi_bucket', 'hour_of_day', 'platform', 'tenure']) {
      const res = await api.get(`/api/reports/various-report?${JUNE}&filter[groupBy]=${cut}`);
      expect(res.status, cut).toBe(200);
      const buckets = rowsOf(res.body);
      expect(buckets.length, cut).toBeGreaterThan(1);
      expect([countOf(buckets, 'clicks'), countOf(buckets, 'completes'), sumOf(buckets, 'revenue')], cut).toEqual([
        rows[0]!.clicks,
        rows[0]!.completes,
        cents(rows[0]!.revenue),
      ]);
      expect(Math.abs(buckets.reduce((n, r) => n + Number(r.click_share), 0) - 100), cut).toBeLessThan(0.1);
    }
    const hours = rowsOf((await api.get(`/api/reports/various-report?${JUNE}&filter[groupBy]=hour_of_day`)).body);
    expect(hours.every((r) => /^\d\d:00$/.test(String(r.hour_of_day)))).toBe(true);
  });
});

describe('Claims Overview', () => {
  it("counts each product's claims on their day and paid $ on the paid day, as the payments say", async () => {
    const res = await api.get(`/api/reports/claims-overview?${JUNE}&filter[grain]=month`);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const { rows: truth } = await api.db.query<{ app_id: number; claims: number; claimed: string; failed: number }>(
      `SELECT app_id, count(*)::int AS claims, sum(amount) AS claimed, count(*) FILTER (WHERE status = 2)::int AS failed
       FROM admin.payments WHERE created_at >= '2025-06-01' AND created_at < '2025-06-16' GROUP BY 1`,
    );
    for (const t of truth) {
      const row = rows.find((r) => r.product_id === t.app_id)!;
      expect([row.claims, cents(row.claimed), row.failed_claims], String(t.app_id)).toEqual([t.claims, cents(t.claimed), t.failed]);
    }
    const { rows: paid } = await api.db.query<{ paid: string }>(
      `SELECT sum(amount) AS paid FROM admin.payments WHERE status = 1 AND paid_at >= '2025-06-01' AND paid_at < '2025-06-16'`,
    );
    expect(cents(totals(res.body).claims_paid)).toBe(cents(paid[0]!.paid));
    // The same paid $ as Daily Overview's claims paid over the window.
    const overview = await api.get(`/api/reports/daily-overview?${JUNE}`);
    expect(cents(totals(res.body).claims_paid)).toBe(cents(totals(overview.body).claims_paid));
    // A day's rows add up to the month's.
    const days = rowsOf((await api.get(`/api/reports/claims-overview?${JUNE}`)).body);
    expect(sumOf(days, 'claimed')).toBe(sumOf(rows, 'claimed'));
  });
});

describe('Publisher Performance', () => {
  it("sums each publisher's apps' traffic: the publishers add up to Daily Overview's window", async () => {
    const res = await api.get(`/api/reports/publisher-performance?${JUNE}`);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.some((r) => r.publisher === 'Prime Opinion Media')).toBe(true);
    const overview = totals((await api.get(`/api/reports/daily-overview?${JUNE}`)).body);
    for (const key of ['clicks', 'completes', 'revenue', 'net_revenue', 'margin']) expect(sumOf(rows, key), key).toBe(cents(overview[key]));
    // Users active on a publisher's apps, counted from rows; the apps that brought traffic.
    const { rows: truth } = await api.db.query<{ users: number; apps: number }>(
      `SELECT count(DISTINCT user_id)::int AS users, count(DISTINCT app_id)::int AS apps FROM admin.daily_active_users
       WHERE day BETWEEN '2025-06-01' AND '2025-06-15' AND app_id IN (SELECT id FROM core.apps WHERE publisher_id = 1)`,
    );
    const po = rows.find((r) => r.publisher_id === 1)!;
    expect([po.users, po.apps]).toEqual([truth[0]!.users, truth[0]!.apps]);
    // By country, a publisher's rows add up to its row.
    const byCountry = rowsOf(
      (await api.get(`/api/reports/publisher-performance?${JUNE}&filter[publisher_id]=1&filter[groupBy]=publisher,country`)).body,
    );
    expect(sumOf(byCountry, 'revenue')).toBe(cents(po.revenue));
  });
});

describe('Cohort Report', () => {
  it("counts a sign-up month's users and their net revenue per month since sign-up from their clicks and offer events", async () => {
    const res = await api.get('/api/reports/cohort-report?filter[dayFrom]=2025-01-01&filter[dayTo]=2025-06-15&itemPerPage=1000');
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const { rows: users } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.users WHERE created_at >= '2025-01-01' AND created_at < '2025-06-16'`,
    );
    expect(countOf(rows, 'users')).toBe(users[0]!.n);
    expect(Number(totals(res.body).users)).toBe(users[0]!.n);
    const march = rows.filter((r) => r.period === '2025-03-01' && Number(r.users) > 0);
    expect(march.length).toBeGreaterThan(0);
    for (const row of march) {
      // Month 1 of the March cohort is April: completes' revenue less reconciled, plus offer events.
      const { rows: truth } = await api.db.query<{ net: string }>(
        `SELECT coalesce(sum(net), 0) AS net FROM (
           SELECT CASE WHEN c.complete_status = 2 THEN 0 ELSE c.revenue END AS net FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
           WHERE c.status = 1 AND u.app_id = $1 AND u.created_at >= '2025-03-01' AND u.created_at < '2025-04-01'
             AND c.completed_at >= '2025-04-01' AND c.completed_at < '2025-05-01'
           UNION ALL SELECT e.revenue FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id
           WHERE e.status <> 2 AND u.app_id = $1 AND u.created_at >= '2025-03-01' AND u.created_at < '2025-04-01'
             AND e.created_at >= '2025-04-01' AND e.created_at < '2025-05-01') x`,
        [row.app_id],
      );
      const perUser = Number(truth[0]!.net) / Number(row.users);
      expect(Number(row.net_revenue_per_user_m1), String(row.app)).toBeCloseTo(perUser, 2);
    }
    // The cumulative figure is every month's net revenue over the cohort's users.
    for (const row of march) {
      const months = Array.from({ length: COHORT_MONTHS }, (_, k) => Number(row[`net_revenue_per_user_m${k}`] ?? 0));
      expect(Number(row.cumulative_net_revenue_per_user), String(row.app)).toBeCloseTo(
        months.reduce((a, b) => a + b, 0),
        1,
      );
    }
  });
});

describe('Supplier Reconciliations', () => {
  it("a supplier's complete month equals its days on the Reconciliation Report, with its last reconciliation", async () => {
    const q = 'filter[dayFrom]=2025-04-01&filter[dayTo]=2025-04-30&itemPerPage=1000';
    const res = await api.get(`/api/reports/supplier-reconciliations?${q}`);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const recon = rowsOf((await api.get(`/api/reports/reconciliation?${q}&filter[groupBy]=supplier`)).body);
    for (const key of ['completes', 'reconciled']) expect(countOf(rows, key), key).toBe(countOf(recon, key));
    expect(sumOf(rows, 'revenue_reversed')).toBe(sumOf(recon, 'reconciled_revenue'));
    const { rows: truth } = await api.db.query<{ supplier_id: number; last: string }>(
      `SELECT supplier_id, to_char(max(reconciled_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS last FROM admin.clicks
       WHERE complete_status = 2 AND completed_at >= '2025-04-01' AND completed_at < '2025-05-01' GROUP BY 1`,
    );
    expect(truth.length).toBeGreaterThan(0);
    for (const t of truth) expect(rows.find((r) => r.supplier_id === t.supplier_id)!.last_received).toBe(t.last);
  });
});

describe('Supplier Statement, Forsta and Disqo Monthly Reports', () => {
  const MAY = 'filter[dayFrom]=2025-05-01&filter[dayTo]=2025-05-31&itemPerPage=1000';

  it("sets each supplier's reported amount beside the month's net revenue of the Monthly Revenue Report", async () => {
    const res = await api.get(`/api/reports/supplier-statement?${MAY}`);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    const monthly = rowsOf((await api.get(`/api/reports/monthly-revenue-report?${MAY}&filter[groupBy]=supplier`)).body);
    const { rows: truth } = await api.db.query<{ supplier_id: number; reported: string; status: string }>(
      `SELECT supplier_id, sum(reported_amount) AS reported, (array_agg(status ORDER BY supplier_buyer_id NULLS FIRST))[1] AS status
       FROM admin.supplier_statements WHERE month = '2025-05-01' GROUP BY 1`,
    );
    expect(truth.length).toBeGreaterThan(0);
    for (const t of truth) {
      const row = rows.find((r) => r.supplier_id === t.supplier_id)!;
      const ours = monthly.find((r) => r.supplier_id === t.supplier_id)!;
      expect(cents(row.net_revenue)).toBe(cents(ours.net_revenue));
      expect([cents(row.reported), row.statement_status]).toEqual([cents(t.reported), t.status]);
      expect(cents(row.difference)).toBe(cents(t.reported) - cents(ours.net_revenue));
    }
    // A supplier without a statement has no reported amount (not zero) and no difference.
    const june = rowsOf((await api.get('/api/reports/supplier-statement?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15')).body);
    expect(june.length).toBeGreaterThan(0);
    expect(june.every((r) => r.reported === null && r.difference === null)).toBe(true);
  });

  it('a page holder enters the reported amount and status; the report shows them, action-logged', async () => {
    const put = (url: string, payload: object) =>
      api.app.inject({ method: 'PUT', url, headers: { ...api.headers(), 'content-type': 'application/json' }, payload });
    const saved = await put('/api/supplier-statements/8/2025-06', { reported_amount: 123.45, status: 'disputed', invoice_no: 'INV-T-1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Statement of Cint for 2025-06 has been saved');
    const june = rowsOf(
      (await api.get('/api/reports/supplier-statement?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15&filter[supplier_id]=8')).body,
    )[0]!;
    expect([cents(june.reported), june.statement_status, june.invoice_no]).toEqual([12345, 'disputed', 'INV-T-1']);
    expect(cents(june.difference)).toBe(12345 - cents(june.net_revenue));
    // Status alone keeps the amount; Forsta's amount lives on its buyer lines.
    expect((await put('/api/supplier-statements/8/2025-06', { status: 'agreed' })).statusCode).toBe(200);
    const { rows } = await api.db.query<{ amount: string; status: string }>(
      `SELECT reported_amount AS amount, status FROM admin.supplier_statements WHERE supplier_id = 8 AND month = '2025-06-01'`,
    );
    expect([cents(rows[0]!.amount), rows[0]!.status]).toEqual([12345, 'agreed']);
    const forsta = await put('/api/supplier-statements/23/2025-05', { reported_amount: 10, status: 'agreed' });
    expect(forsta.statusCode).toBe(422);
    expect(forsta.json().errors).toEqual({
      reported_amount: ['This supplier reports per buyer: its amount is the sum of its buyer lines.'],
    });
    const bad = await put('/api/supplier-statements/8/2025-06', { status: 'lost' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('status');
    const { rows: logs } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.admin_logs WHERE action = 'supplier_statement.update'`,
    );
    expect(logs[0]!.n).toBe(2);
  });

  it.each([
    ['forsta-monthly-report', 23],
    ['disqo-monthly-report', 26],
  ])("%s: the buyers add up to the supplier's statement row, the surveys to their buyer", async (slug, supplierId) => {
    const buyers = rowsOf((await api.get(`/api/reports/${slug}?${MAY}`)).body);
    expect(buyers.length).toBeGreaterThan(0);
    const statement = rowsOf((await api.get(`/api/reports/supplier-statement?${MAY}&filter[supplier_id]=${supplierId}`)).body)[0]!;
    expect(sumOf(buyers, 'net_revenue')).toBe(cents(statement.net_revenue));
    expect(sumOf(buyers, 'reported')).toBe(cents(statement.reported));
    const surveys = rowsOf((await api.get(`/api/reports/${slug}?${MAY}&filter[groupBy]=buyer,survey`)).body);
    for (const buyer of buyers) {
      const own = surveys.filter((r) => r.buyer_id === buyer.buyer_id);
      expect(sumOf(own, 'revenue'), String(buyer.buyer)).toBe(cents(buyer.revenue));
      expect(own.every((r) => r.reported === null)).toBe(true);
    }
  });
});

describe('Publisher Transactions and Publisher Payments', () => {
  /** A publisher's balance from the rows: payout earned less reconciled up to `to`, less payments paid plus adjustments. */
  const balanceOf = async (publisherId: number, to: string) => {
    const { rows } = await api.db.query<{ balance: string }>(
      `SELECT (SELECT coalesce(sum(c.publisher_payout) FILTER (WHERE c.complete_status IS DISTINCT FROM 2), 0)
               FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id JOIN core.apps a ON a.id = u.app_id
               WHERE c.status = 1 AND a.publisher_id = $1 AND c.completed_at < $2::date + 1)
            + (SELECT coalesce(sum(e.publisher_payout), 0) FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id
               JOIN core.apps a ON a.id = u.app_id WHERE e.status <> 2 AND a.publisher_id = $1 AND e.created_at < $2::date + 1)
            + (SELECT coalesce(sum(CASE kind WHEN 'adjustment' THEN amount ELSE -amount END), 0) FROM admin.publisher_payments
               WHERE publisher_id = $1 AND status = 'paid' AND paid_at < $2::date + 1) AS balance`,
      [publisherId, to],
    );
    return cents(rows[0]!.balance);
  };

  it("runs each publisher's balance from everything before the window; a month's figures equal its days", async () => {
    const q = 'filter[dayFrom]=2025-05-01&filter[dayTo]=2025-05-31&filter[publisher_id]=1&itemPerPage=1000';
    const days = rowsOf(
      (await api.get(`/api/reports/publisher-transactions?${q}&filter[grain]=day&orderBy=period&orderDirection=asc`)).body,
    );
    expect(days.length).toBeGreaterThan(20);
    const last = days[days.length - 1]!;
    expect(cents(last.balance)).toBe(await balanceOf(1, String(last.period)));
    const month = rowsOf((await api.get(`/api/reports/publisher-transactions?${q}&filter[grain]=month`)).body);
    expect(month).toHaveLength(1);
    for (const key of ['earned', 'deductions', 'payments_paid', 'adjustments']) expect(cents(month[0]![key]), key).toBe(sumOf(days, key));
    expect(cents(month[0]!.balance)).toBe(cents(last.balance));
    expect(sumOf(days, 'payments_paid')).toBeGreaterThan(0);
  });

  it("creates a payment from a month's balance, once, and marks it paid with an admin-log action", async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT p.id FROM admin.publishers p WHERE NOT EXISTS (SELECT 1 FROM admin.publisher_payments x WHERE x.publisher_id = p.id AND x.month = '2025-06-01')
       ORDER BY p.id LIMIT 1`,
    );
    const publisherId = rows[0]!.id;
    const post = (url: string, payload: object) =>
      api.app.inject({ method: 'POST', url, headers: { ...api.headers(), 'content-type': 'application/json' }, payload });
    const created = await post('/api/publisher-payments/from-balance', { publisher_id: publisherId, month: '2025-06', method: 'Wise' });
    expect(created.statusCode, created.body).toBe(200);
    const payment = created.json().data as Record<string, unknown>;
    expect(payment).toMatchObject({ publisher_id: publisherId, month: '2025-06', status: 'pending', kind: 'payment' });
    // Owed = June's payout earned less reconciled, from the rollup.
    const { rows: truth } = await api.db.query<{ owed: string }>(
      `SELECT sum(d.publisher_payout + d.offer_payout - d.reconciled_payout) AS owed FROM admin.daily_stats d JOIN core.apps a ON a.id = d.app_id
       WHERE a.publisher_id = $1 AND d.day >= '2025-06-01' AND d.day < '2025-07-01'`,
      [publisherId],
    );
    expect(cents(payment.amount)).toBe(cents(truth[0]!.owed));
    const again = await post('/api/publisher-payments/from-balance', { publisher_id: publisherId, month: '2025-06', method: 'Wise' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ month: ['Nothing is owed to this publisher for that month.'] });
    const bad = await post('/api/publisher-payments/from-balance', { publisher_id: publisherId, month: '2025-13', method: 'Cash' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['method', 'month']);
    const paid = await post(`/api/publisher-payments/${String(payment.id)}/status`, { status: 'paid', reference: 'TRX-TEST' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', reference: 'TRX-TEST' });
    const twice = await post(`/api/publisher-payments/${String(payment.id)}/status`, { status: 'failed' });
    expect(twice.statusCode).toBe(409);
    const { rows: logs } = await api.db.query<{ action: string }>(
      `SELECT action FROM admin.admin_logs WHERE action LIKE 'publisher_payment.%' ORDER BY id`,
    );
    expect(logs.map((l) => l.action)).toEqual(['publisher_payment.create', 'publisher_payment.status']);
    const list = await api.get(`/api/publisher-payments?filter[publisher_id]=${publisherId}&filter[status]=paid`);
    expect(rowsOf(list.body).some((r) => r.id === payment.id)).toBe(true);
  });
});

describe('Alert System: the rules judged', () => {
  it('a rule at its threshold raises a System Alert with the figure the reports show; one short of it does not', async () => {
    // The demo's own rules aside, so only these two are judged.
    await api.db.query('UPDATE admin.alert_rules SET enabled = false');
    // Judged a month back (the demo's reconciliations land weeks later): recon % of supplier 8 over the
    // UTC days of that week is the Completes Report's for the same days.
    const then = new Date('2025-05-15T12:00:00Z');
    const report = totals(
      (await api.get('/api/reports/completes?filter[dayFrom]=2025-05-08&filter[dayTo]=2025-05-15&filter[supplier_id]=8')).body,
    );
    const recon = Number(report.recon_percent);
    expect(recon).toBeGreaterThan(0);
    const { rows } = await api.db.query<{ id: number; name: string }>(
      `INSERT INTO admin.alert_rules (name, metric, scope, threshold, window_minutes, severity)
       VALUES ('Cint recon % at 0.5', 'recon_percent', 'supplier 8', 0.5, 10080, 'critical'),
              ('Cint recon % at 99', 'recon_percent', 'supplier 8', 99, 10080, 'warning')
       RETURNING id, name`,
    );
    const fired = await evaluateAlertRules(api.db, then);
    expect(fired.map((f) => f.ruleId)).toEqual([rows[0]!.id]);
    expect(fired[0]!.value).toBeCloseTo(recon, 1);
    const alerts = (await api.get('/api/system-alerts?per_page=50')).body.data as Rows;
    expect(alerts.find((a) => a.title === 'Cint recon % at 0.5')).toMatchObject({
      type: 'metric_alert',
      type_label: 'Metric alert',
      severity: 'critical',
      title: 'Cint recon % at 0.5',
    });
    expect(alerts.filter((a) => String(a.title).startsWith('Cint recon %'))).toHaveLength(1);
    const listed = rowsOf((await api.get('/api/alert-rules?search=Cint%20recon')).body);
    const lastFired = (name: string) => listed.find((r) => r.name === name)!.last_fired_at;
    expect(lastFired('Cint recon % at 0.5')).not.toBeNull();
    expect(lastFired('Cint recon % at 99')).toBeNull();
    // Fired once per window: the next round within the week raises nothing.
    expect(await evaluateAlertRules(api.db, new Date(then.getTime() + 60_000))).toEqual([]);
  });

  it('judges conversion from the clicks of the window: under the threshold it fires, at it it does not', async () => {
    const { rows } = await api.db.query<{ clicks: number; completes: number }>(
      `SELECT count(*) FILTER (WHERE created_at >= $1::timestamptz - interval '1 day')::int AS clicks,
         count(*) FILTER (WHERE status = 1 AND completed_at >= $1::timestamptz - interval '1 day' AND completed_at < $1)::int AS completes
       FROM admin.clicks WHERE created_at < $1 OR completed_at < $1`,
      [DEMO_NOW.toISOString()],
    );
    expect(rows[0]!.clicks).toBeGreaterThan(0);
    const conversion = Math.round((10000 * rows[0]!.completes) / rows[0]!.clicks) / 100;
    await api.db.query(
      `INSERT INTO admin.alert_rules (name, metric, scope, threshold, window_minutes, severity)
       VALUES ('Conversion a hair above', 'conversion', 'all', $1, 1440, 'warning'), ('Conversion a hair below', 'conversion', 'all', $2, 1440, 'info')`,
      [conversion + 0.01, conversion - 0.01],
    );
    const fired = await evaluateAlertRules(api.db, DEMO_NOW);
    expect(fired).toHaveLength(1);
    expect(fired[0]!.value).toBeCloseTo((100 * rows[0]!.completes) / rows[0]!.clicks, 6);
    const alerts = (await api.get('/api/system-alerts?per_page=5')).body.data as Rows;
    expect(alerts[0]).toMatchObject({ title: 'Conversion a hair above', severity: 'warning' });
  });
});

describe('Revenue Report: the chart stacked by the dimension', () => {
  it("stacks net revenue by the chosen dimension: each period's stack is its net revenue, the top values named, the rest Other", async () => {
    const q = 'filter[dayFrom]=2025-05-01&filter[dayTo]=2025-06-15&filter[grain]=week&itemPerPage=1000';
    const plain = (await api.get(`/api/reports/revenue-report?${q}&filter[groupBy]=source`)).body;
    const bySupplier = (await api.get(`/api/reports/revenue-report?${q}&filter[groupBy]=supplier`)).body;
    const perPeriod = (points: Rows) =>
      points.reduce<Record<string, number>>(
        (m, p) => ({ ...m, [String(p.period)]: (m[String(p.period)] ?? 0) + cents(p.net_revenue) }),
        {},
      );
    const weeks = (await api.get(`/api/reports/revenue-report?${q}&filter[groupBy]=`)).body;
    const truth = perPeriod(rowsOf(weeks));
    expect(Object.keys(truth).length).toBeGreaterThan(5);
    for (const body of [plain, bySupplier]) {
      const stack = perPeriod(body.chart as Rows);
      for (const [period, value] of Object.entries(truth)) expect(Math.abs(stack[period]! - value), period).toBeLessThanOrEqual(1);
    }
    const sources = new Set((plain.chart as Rows).map((p) => p.source));
    expect(sources).toEqual(new Set(['Surveys', 'Offers']));
    const suppliers = bySupplier.chart as Rows;
    const named = new Set(suppliers.filter((p) => p.stack_other === false).map((p) => p.supplier_id));
    expect(named.size).toBe(REPORT_STACK_AREAS);
    expect(suppliers.some((p) => p.stack_other === true)).toBe(true);
    // The named values are the window's top ones by net revenue: none of the rows outside earns more.
    const window = new Map<unknown, number>();
    for (const r of rowsOf(bySupplier)) window.set(r.supplier_id, (window.get(r.supplier_id) ?? 0) + cents(r.net_revenue));
    const least = Math.min(...[...named].map((id) => window.get(id)!));
    for (const [id, value] of window) if (!named.has(id)) expect(value, String(id)).toBeLessThanOrEqual(least);
  });
});

describe('Supplier Reconciliations: the CSV import', () => {
  const upload = async (url: string, csv: string, name = 'recon.csv') => {
    const { payload, contentType } = multipartBody({}, { name, type: 'text/csv', content: csv });
    const res = await api.app.inject({ method: 'POST', url, payload, headers: { ...api.headers(1), 'content-type': contentType } });
    return { status: res.statusCode, body: res.json() as { data?: { changes?: unknown[]; rows_updated?: number }; errors?: unknown } };
  };
  const state = async () =>
    (
      await api.db.query<{ reconciled: number; imports: number }>(
        `SELECT (SELECT count(*)::int FROM admin.clicks WHERE complete_status = 2) AS reconciled,
           (SELECT count(*)::int FROM admin.reconciliation_imports) AS imports`,
      )
    ).rows[0]!;

  it('a bad row refuses the whole file naming its row and field; nothing is written', async () => {
    const before = await state();
    const { rows } = await api.db.query<{ id: string }>(
      `SELECT id FROM admin.clicks WHERE status = 1 AND complete_status <> 2 AND supplier_id = 6 LIMIT 1`,
    );
    const bad = await upload('/api/supplier-reconciliation-imports/import', `supplier_id,click_id\n6,${rows[0]!.id}\n999999,12\n6,abc\n`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Row 4, column click_id: must be a whole number']);
    // Once every cell reads, a supplier we do not know refuses the file the same way.
    const unknown = await upload('/api/supplier-reconciliation-imports/import', `supplier_id,click_id\n6,${rows[0]!.id}\n999999,12\n`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual(['Row 3, column supplier_id: Supplier 999999 does not exist']);
    expect(await state()).toEqual(before);
  });

  it("matches rows by the supplier's transaction id too; a row naming no complete refuses the file", async () => {
    const { rows: picks } = await api.db.query<{ id: string; tx: string }>(
      `SELECT id, supplier_transaction_id AS tx FROM admin.clicks
       WHERE status = 1 AND complete_status <> 2 AND supplier_id = 8 AND supplier_transaction_id IS NOT NULL ORDER BY id LIMIT 2`,
    );
    expect(picks).toHaveLength(2);
    const at = await state();
    const none = await upload(
      '/api/supplier-reconciliation-imports/import',
      `supplier_id,click_id,transaction_id\n8,,${picks[0]!.tx}\n8,,\n`,
    );
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([`Row 3, column click_id: ${SUPPLIER_RECONCILIATION_IMPORT_MESSAGES.noReference}`]);
    expect(await state()).toEqual(at);
    // Another supplier's transaction id, or one we never saw, is unmatched.
    const csv = `supplier_id,transaction_id\n8,${picks[0]!.tx}\n8,${picks[1]!.tx}\n8,TX-UNKNOWN\n6,${picks[0]!.tx}\n`;
    const imported = await upload('/api/supplier-reconciliation-imports/import', csv, 'cint-tx.csv');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data?.changes).toContainEqual({ label: 'Matched', value: 2 });
    expect(imported.body.data?.changes).toContainEqual({ label: 'Unmatched', value: 2 });
    const { rows: now } = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin.clicks WHERE id = ANY($1::bigint[]) AND complete_status = 2',
      [picks.map((p) => p.id)],
    );
    expect(now[0]!.n).toBe(2);
    expect(await state()).toEqual({ reconciled: at.reconciled + 2, imports: at.imports + 2 });
  });

  it("previews, then sets the matched completes to 2 Reconciled per supplier; the report's month moves by them, as the Reconciliation Report's", async () => {
    const { rows: picks } = await api.db.query<{ id: string; supplier_id: number; revenue: string }>(
      `(SELECT id, supplier_id, revenue FROM admin.clicks WHERE status = 1 AND complete_status <> 2 AND supplier_id = 6
          AND completed_at >= '2025-05-01' AND completed_at < '2025-06-01' ORDER BY id LIMIT 2)
       UNION ALL
       (SELECT id, supplier_id, revenue FROM admin.clicks WHERE status = 1 AND complete_status <> 2 AND supplier_id = 26
          AND completed_at >= '2025-05-01' AND completed_at < '2025-06-01' ORDER BY id LIMIT 1)`,
    );
    expect(picks).toHaveLength(3);
    const { rows: done } = await api.db.query<{ id: string }>(
      `SELECT id FROM admin.clicks WHERE status = 1 AND complete_status = 2 AND supplier_id = 6 ORDER BY id LIMIT 1`,
    );
    // A click of supplier 6 listed under supplier 26 is not its complete: unmatched.
    const csv = ['Supplier ID,click_id', ...picks.map((p) => `${p.supplier_id},${p.id}`), `6,${done[0]!.id}`, `26,${picks[0]!.id}`].join(
      '\n',
    );
    const revenue = (picks.reduce((n, p) => n + cents(p.revenue), 0) / 100).toFixed(2);
    const q = 'filter[dayFrom]=2025-05-01&filter[dayTo]=2025-05-31&itemPerPage=1000';
    const month = async () => rowsOf((await api.get(`/api/reports/supplier-reconciliations?${q}`)).body);
    const before = await month();
    const at = await state();

    const preview = await upload('/api/supplier-reconciliation-imports/import-preview', csv, 'may.csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data?.changes).toEqual([
      { label: 'Rows', value: 5 },
      { label: 'Matched', value: 4 },
      { label: 'Newly reconciled', value: 3 },
      { label: 'Already reconciled', value: 1 },
      { label: 'Revenue reversed $', value: revenue },
      { label: 'Unmatched', value: 1 },
    ]);
    expect(await state()).toEqual(at);

    const imported = await upload('/api/supplier-reconciliation-imports/import', csv, 'may.csv');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ rows_updated: 3 });
    expect(await state()).toEqual({ reconciled: at.reconciled + 3, imports: at.imports + 2 });
    const listed = rowsOf((await api.get('/api/supplier-reconciliation-imports?orderBy=id&orderDirection=desc&itemPerPage=2')).body);
    expect(listed.map((r) => [r.supplier_id, r.file_name, r.matched, r.newly_reconciled, r.unmatched])).toEqual([
      [26, 'may.csv', 1, 1, 1],
      [6, 'may.csv', 3, 2, 0],
    ]);

    // The rollup job's next round moves the reconciliations into their completes' days.
    await rebuildDueRollups(api.db, '2025-06-15');
    const after = await month();
    const reconciledOf = (rows: Rows, supplier: number) => Number(rows.find((r) => r.supplier_id === supplier)?.reconciled ?? 0);
    expect(reconciledOf(after, 6) - reconciledOf(before, 6)).toBe(2);
    expect(reconciledOf(after, 26) - reconciledOf(before, 26)).toBe(1);
    const recon = rowsOf((await api.get(`/api/reports/reconciliation?${q}&filter[groupBy]=supplier`)).body);
    for (const supplier of [6, 26]) expect(reconciledOf(recon, supplier)).toBe(reconciledOf(after, supplier));
  });
});
