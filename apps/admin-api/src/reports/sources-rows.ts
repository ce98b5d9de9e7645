import { COHORT_MONTHS, PACING_CURVE_DAYS, PACING_CURVE_PRIOR_MONTHS, PRODUCTS, SCHEDULED_JOBS } from '@bo/contract';
import { DAILY_STATS } from './sources.ts';
import type { ReportSource } from './types.ts';
import type { ReportView } from './view.ts';

// Sources of the later report screens (issue 15): most read raw rows through an index on their
// time column (the window is always a range on it), the rest the rollups.

const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const utcDay = (ts: string) => `(${ts} AT TIME ZONE 'UTC')::date`;
/** A timestamp range on `column` for the window's days (its index serves it). */
const between = (column: string) => (lo: string, hi: string) => `${column} >= ${utcBound(lo)} AND ${column} < ${utcBound(hi)}`;
const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** The job registry as rows (signature, every_minutes). */
const JOB_REGISTRY = `(VALUES ${SCHEDULED_JOBS.map((j) => `(${sqlText(j.signature)}, ${j.everyMinutes})`).join(', ')}) jr(signature, every_minutes)`;

/** Scheduled runs (cronjob_logs) with their job's schedule: the last run of each job, failures lately. */
export const JOB_RUNS: ReportSource = {
  from: `admin.cronjob_logs cl LEFT JOIN ${JOB_REGISTRY} ON jr.signature = cl.signature`,
  day: utcDay('cl.created_at'),
  window: between('cl.created_at'),
  dims: { job: 'cl.signature' },
  sums: {
    runs: 'count(*)',
    failed_runs: `count(*) FILTER (WHERE cl.status = 'failed')`,
    failures_24h: `count(*) FILTER (WHERE cl.status = 'failed' AND cl.created_at > now() - interval '24 hours')`,
    every_minutes: 'max(jr.every_minutes)',
    last_start_epoch: 'extract(epoch FROM max(cl.created_at))',
    last_duration_ms: '(array_agg(cl.duration_ms ORDER BY cl.created_at DESC))[1]',
    last_status: '(array_agg(cl.status ORDER BY cl.created_at DESC))[1]',
  },
};

/** The survey wall's loads (survey_list_reloads), with the user's country. */
export const SURVEY_LIST_RELOADS: ReportSource = {
  from: 'admin.survey_list_reloads sl JOIN admin.users slu ON slu.id = sl.user_id',
  day: utcDay('sl.created_at'),
  window: between('sl.created_at'),
  dims: { app: 'sl.app_id', country: 'slu.country_code', platform: 'sl.platform' },
  sums: {
    reloads: 'count(*)',
    reload_users: 'count(DISTINCT sl.user_id)',
    surveys_shown: 'sum(sl.surveys_returned)',
    zero_reloads: 'count(*) FILTER (WHERE sl.surveys_returned = 0)',
    router_ms: 'sum(sl.duration_ms)',
  },
};

/** The clicks of the same day, app, country and platform (daily_stats), beside the reloads. */
export const RELOAD_CLICKS: ReportSource = { ...DAILY_STATS, sums: { reload_clicks: 'sum(ds.clicks)' } };

/** Raw clicks with their survey and user: the buckets of the Various Report. */
const CLICK_BUCKETS = {
  from: 'admin.clicks vc JOIN admin.surveys vs ON vs.id = vc.survey_id JOIN admin.users vu ON vu.id = vc.user_id',
  dims: {
    loi_bucket: `CASE WHEN vs.loi IS NULL THEN 'Unknown' WHEN vs.loi <= 5 THEN '00-05 min' WHEN vs.loi <= 10 THEN '06-10 min'
      WHEN vs.loi <= 15 THEN '11-15 min' WHEN vs.loi <= 20 THEN '16-20 min' WHEN vs.loi <= 30 THEN '21-30 min' ELSE '31+ min' END`,
    cpi_bucket: `CASE WHEN vs.cpi < 1 THEN '$0.00-0.99' WHEN vs.cpi < 2 THEN '$1.00-1.99' WHEN vs.cpi < 3 THEN '$2.00-2.99'
      WHEN vs.cpi < 5 THEN '$3.00-4.99' ELSE '$5.00+' END`,
    hour_of_day: `to_char(vc.created_at AT TIME ZONE 'UTC', 'HH24') || ':00'`,
    platform: 'vu.platform',
    tenure: `CASE WHEN vc.created_at - vu.created_at < interval '2 days' THEN '00-01 d' WHEN vc.created_at - vu.created_at < interval '8 days' THEN '02-07 d'
      WHEN vc.created_at - vu.created_at < interval '31 days' THEN '08-30 d' WHEN vc.created_at - vu.created_at < interval '91 days' THEN '31-90 d' ELSE '91+ d' END`,
    app: 'vu.app_id',
    country: 'vu.country_code',
  },
};

/** Clicks on their created_at (clicks_created_id_idx). */
export const BUCKET_CLICKS: ReportSource = {
  ...CLICK_BUCKETS,
  day: utcDay('vc.created_at'),
  window: between('vc.created_at'),
  // Surveys only: no offer money in these buckets.
  sums: { clicks: 'count(*)', offer_revenue: '0' },
};

/** Completes on their completed_at (clicks_completed_at_idx), in the same buckets. */
export const BUCKET_COMPLETES: ReportSource = {
  ...CLICK_BUCKETS,
  day: utcDay('vc.completed_at'),
  window: between('vc.completed_at'),
  where: 'vc.status = 1',
  sums: { completes: 'count(*)', survey_revenue: 'sum(vc.revenue)' },
};

const PRODUCT_APPS = PRODUCTS.map((p) => p.appId).join(', ');

/** The products' claims (payments) on the day they were asked for. */
export const CLAIMS: ReportSource = {
  from: 'admin.payments py JOIN admin.users pyu ON pyu.id = py.user_id',
  day: utcDay('py.created_at'),
  window: between('py.created_at'),
  where: `py.app_id IN (${PRODUCT_APPS})`,
  dims: { product: 'py.app_id', country: 'pyu.country_code' },
  sums: {
    claims: 'count(*)',
    claimed: 'sum(py.amount)',
    waiting: 'count(*) FILTER (WHERE py.status = 3)',
    waiting_amount: 'sum(py.amount) FILTER (WHERE py.status = 3)',
    failed_claims: 'count(*) FILTER (WHERE py.status = 2)',
    // A user's first claim ever (payments_user_idx).
    first_time_claimers:
      'count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM admin.payments fp WHERE fp.user_id = py.user_id AND fp.id < py.id))',
  },
};

/** The products' claims paid, on their paid day. */
export const PRODUCT_CLAIMS_PAID: ReportSource = {
  from: 'admin.payments pp JOIN admin.users ppu ON ppu.id = pp.user_id',
  day: utcDay('pp.paid_at'),
  window: between('pp.paid_at'),
  where: `pp.status = 1 AND pp.app_id IN (${PRODUCT_APPS})`,
  dims: { product: 'pp.app_id', country: 'ppu.country_code' },
  sums: { claims_paid: 'sum(pp.amount)' },
};

/** Claims refunded to users (Claim Refund Auto 110, Claim Refund Manual 115), in dollars on their day. */
export const CLAIM_REFUNDS: ReportSource = {
  from: 'admin.user_transactions rt JOIN core.apps rta ON rta.id = rt.app_id JOIN admin.users rtu ON rtu.id = rt.user_id',
  day: utcDay('rt.created_at'),
  window: between('rt.created_at'),
  where: `rt.type IN (110, 115) AND rt.app_id IN (${PRODUCT_APPS})`,
  dims: { product: 'rt.app_id', country: 'rtu.country_code' },
  sums: { refunded: 'sum(abs(rt.user_reward) / coalesce(rta.points_divisor, 100))' },
};

/** The calendar month of a moment as a number (months since year 0), UTC. */
const monthIndex = (ts: string) => `(extract(year FROM ${ts} AT TIME ZONE 'UTC') * 12 + extract(month FROM ${ts} AT TIME ZONE 'UTC'))::int`;
const months = Array.from({ length: COHORT_MONTHS }, (_, k) => k);

/**
 * The users who signed up in the window, each with their net revenue (completes' revenue less what was
 * reconciled, plus offer events not rejected) per calendar month since sign-up, read through the
 * per-user indexes of clicks and offer events.
 */
export const COHORT_USERS: ReportSource = {
  from: `admin.users co LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE x.is_complete) AS completes, coalesce(sum(x.net), 0) AS total,
        ${months.map((k) => `coalesce(sum(x.net) FILTER (WHERE x.k = ${k}), 0) AS m${k}`).join(', ')}
      FROM (
        SELECT true AS is_complete, ${monthIndex('c.completed_at')} - ${monthIndex('co.created_at')} AS k,
          CASE WHEN c.complete_status = 2 THEN 0 ELSE c.revenue END AS net
        FROM admin.clicks c WHERE c.user_id = co.id AND c.status = 1
        UNION ALL
        SELECT false, ${monthIndex('e.created_at')} - ${monthIndex('co.created_at')}, e.revenue
        FROM admin.offer_events e WHERE e.user_id = co.id AND e.status <> 2
      ) x) cm ON true`,
  day: utcDay('co.created_at'),
  window: between('co.created_at'),
  dims: { app: 'co.app_id', country: 'co.country_code', user_source: 'co.external_source' },
  sums: {
    users: 'count(*)',
    activated: 'count(*) FILTER (WHERE cm.completes > 0)',
    banned: 'count(*) FILTER (WHERE co.status IN (2, 3))',
    cohort_total: 'sum(cm.total)',
    ...Object.fromEntries(
      months.flatMap((k) => [
        [`cohort_m${k}`, `sum(cm.m${k})`],
        // The users whose k-th month has begun: a month still to come is no figure, not zero.
        [`cohort_reached_m${k}`, `count(*) FILTER (WHERE ${monthIndex('co.created_at')} + ${k} <= ${monthIndex('now()')})`],
      ]),
    ),
  },
};

/** When each supplier's reconciliations last landed, by the reconciled completes' day (index-only). */
export const LAST_RECONCILED: ReportSource = {
  from: 'admin.clicks rc',
  day: utcDay('rc.completed_at'),
  window: between('rc.completed_at'),
  where: 'rc.complete_status = 2',
  dims: { supplier: 'rc.supplier_id' },
  sums: { last_reconciled_epoch: 'extract(epoch FROM max(rc.reconciled_at))' },
};

/**
 * What suppliers reported per month (supplier_statements): the amounts of the month's rows summed, the
 * statement's status and invoice (its buyer lines carry the same status). No statement: no amount.
 */
export const supplierStatements = (supplierId?: number): ReportSource => ({
  from: 'admin.supplier_statements st',
  day: 'st.month',
  window: (lo, hi) => `st.month >= ${lo} AND st.month < ${hi}`,
  ...(supplierId === undefined ? {} : { where: `st.supplier_id = ${Number(supplierId)}` }),
  dims: { supplier: 'st.supplier_id', buyer: 'st.supplier_buyer_id' },
  sums: {
    reported: 'sum(st.reported_amount)',
    statement_status: '(array_agg(st.status ORDER BY st.supplier_buyer_id NULLS FIRST))[1]',
    invoice_no: '(array_agg(st.invoice_no ORDER BY st.supplier_buyer_id NULLS FIRST))[1]',
  },
  keepNull: ['reported', 'statement_status', 'invoice_no'],
});

/** Completes on their completed_at (clicks_completed_at_idx) with their age: the months still reconciling. */
export const PACING_COMPLETES: ReportSource = {
  from: 'admin.clicks pc',
  day: utcDay('pc.completed_at'),
  window: between('pc.completed_at'),
  where: 'pc.status = 1',
  dims: { supplier: 'pc.supplier_id' },
  sums: {
    completes: 'count(*)',
    reconciled: 'count(*) FILTER (WHERE pc.complete_status = 2)',
    days_since_complete: `sum(extract(epoch FROM now() - pc.completed_at)) / 86400`,
  },
};

/**
 * Reconciliation Pacing's curve (specification 04): for the month reconciling now (the one before the
 * window's last) and the six before it, the cumulative recon % of its completes N days after its end
 * (a reconciliation on or before the end counts from day 0), up to today; the supplier filter applies.
 * Each complete is read once (clicks_completed_at_idx), then the daily counts are run up.
 */
export function pacingCurveSql(view: ReportView, params: { add(value: unknown): string }): string {
  const last = `date_trunc('month', ${params.add(view.toExclusive)}::date - 1)`;
  const suppliers = view.dimensionFilters.get('supplier');
  const bySupplier = suppliers ? ` AND pc.supplier_id::text = ANY(${params.add(suppliers.map(String))}::text[])` : '';
  return `WITH mo AS (
      SELECT m::date AS m, (m + interval '1 month')::date AS e
      FROM generate_series(${last} - interval '${PACING_CURVE_PRIOR_MONTHS + 1} months', ${last} - interval '1 month', interval '1 month') m
    ), c AS (
      SELECT mo.m, mo.e, count(*) AS completes
      FROM mo JOIN admin.clicks pc ON pc.status = 1 AND pc.completed_at >= ${utcBound('mo.m')} AND pc.completed_at < ${utcBound('mo.e')}${bySupplier}
      GROUP BY 1, 2
    ), r AS (
      SELECT mo.m, greatest(0, floor(extract(epoch FROM pc.reconciled_at - ${utcBound('mo.e')}) / 86400))::int AS d, count(*) AS n
      FROM mo JOIN admin.clicks pc ON pc.status = 1 AND pc.complete_status = 2
        AND pc.completed_at >= ${utcBound('mo.m')} AND pc.completed_at < ${utcBound('mo.e')}${bySupplier}
      GROUP BY 1, 2
    )
    SELECT d.d::text AS period, to_char(c.m, 'YYYY-MM') AS month,
      round(100.0 * coalesce((SELECT sum(r.n) FROM r WHERE r.m = c.m AND r.d <= d.d), 0) / c.completes, 2)::float8 AS recon_percent
    FROM c CROSS JOIN generate_series(0, ${PACING_CURVE_DAYS}) d(d)
    WHERE ${utcBound('c.e')} + d.d * interval '1 day' <= now()
    ORDER BY d.d, c.m`;
}

/** Publisher payments paid and adjustments made, on their paid day (publisher_payments_paid_idx). */
export const PUBLISHER_PAID: ReportSource = {
  from: 'admin.publisher_payments pq',
  day: utcDay('pq.paid_at'),
  window: between('pq.paid_at'),
  where: `pq.status = 'paid'`,
  dims: { publisher: 'pq.publisher_id' },
  sums: {
    payments_paid: `sum(pq.amount) FILTER (WHERE pq.kind = 'payment')`,
    adjustments: `sum(pq.amount) FILTER (WHERE pq.kind = 'adjustment')`,
  },
};

/** Each publisher's balance before the window: payout earned less reconciled, from the app rollup. */
export const OPENING_EARNED: ReportSource = {
  from: 'admin.daily_app_supplier_stats oe JOIN core.apps oea ON oea.id = oe.app_id',
  day: 'oe.day',
  window: (lo, hi) => `oe.day < ${lo} AND ${hi} IS NOT NULL`,
  dims: { publisher: 'oea.publisher_id' },
  sums: { opening_earned: 'sum(oe.publisher_payout + oe.offer_payout - oe.reconciled_payout)' },
  timeless: true,
};

/** ... less the payments paid before the window, plus the adjustments made before it. */
export const OPENING_PAID: ReportSource = {
  from: 'admin.publisher_payments op',
  day: utcDay('op.paid_at'),
  window: (lo, hi) => `op.paid_at < ${utcBound(lo)} AND ${hi} IS NOT NULL`,
  where: `op.status = 'paid'`,
  dims: { publisher: 'op.publisher_id' },
  sums: { opening_paid: `sum(CASE op.kind WHEN 'adjustment' THEN op.amount ELSE -op.amount END)` },
  timeless: true,
};
