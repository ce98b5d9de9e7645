import type { ReportSource } from './types.ts';

const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;

/** The publisher of a user-side row's app, read only when a view groups or filters by publisher. */
const publisherOf = (appId: string) => `(SELECT pa.publisher_id FROM core.apps pa WHERE pa.id = ${appId})`;
/** The project of a user-side row's app, read only when a view filters by project (App Overview). */
const projectOf = (appId: string) => `(SELECT pa.project FROM core.apps pa WHERE pa.id = ${appId})`;

/** daily_stats: every traffic and money sum (rules 1 and 2), one row per day and grain. */
export const DAILY_STATS: ReportSource = {
  from: 'admin.daily_stats ds',
  day: 'ds.day',
  window: (lo, hi) => `ds.day >= ${lo} AND ds.day < ${hi}`,
  dims: {
    app: 'ds.app_id',
    supplier: 'ds.supplier_id',
    buyer: 'ds.supplier_buyer_id',
    provider: 'ds.offer_provider_id',
    country: 'ds.country_code',
    platform: 'ds.platform',
    source: `CASE WHEN ds.offer_provider_id IS NULL THEN 'survey' ELSE 'offer' END`,
  },
  sums: {
    clicks: 'sum(ds.clicks)',
    clicks_init: 'sum(ds.clicks_init)',
    clicks_completed: 'sum(ds.clicks_completed)',
    clicks_screen_out: 'sum(ds.clicks_screen_out)',
    clicks_cancelled: 'sum(ds.clicks_cancelled)',
    completes: 'sum(ds.completes)',
    survey_revenue: 'sum(ds.revenue)',
    survey_payout: 'sum(ds.publisher_payout)',
    survey_user_reward: 'sum(ds.user_reward_usd)',
    loi_sum: 'sum(ds.loi_sum)',
    reconciled: 'sum(ds.reconciled)',
    reconciled_revenue: 'sum(ds.reconciled_revenue)',
    at_risk: 'sum(ds.at_risk)',
    offer_clicks: 'sum(ds.offer_clicks)',
    offer_events: 'sum(ds.offer_events)',
    offer_revenue: 'sum(ds.offer_revenue)',
    offer_payout: 'sum(ds.offer_payout)',
    offer_user_reward: 'sum(ds.offer_user_reward_usd)',
    cint_completes: 'sum(ds.completes) FILTER (WHERE ds.supplier_id = 8)',
    cint_revenue: 'sum(ds.revenue) FILTER (WHERE ds.supplier_id = 8)',
    cint_clicks: 'sum(ds.clicks) FILTER (WHERE ds.supplier_id = 8)',
    cint_reconciled: 'sum(ds.reconciled) FILTER (WHERE ds.supplier_id = 8)',
  },
};

/** A pick's value: the one of largest weight in the row (ties: the smallest value); none when nothing weighs. */
const TOP_VALUE = '(array_agg(t.value ORDER BY t.weight DESC, t.value) FILTER (WHERE t.weight > 0 AND t.value IS NOT NULL))[1]';

/** Reconciliation Report's worst buyer: per row, the buyer whose reconciled revenue (the loss) is largest. */
export const WORST_BUYER: ReportSource = {
  ...DAILY_STATS,
  perValue: { of: 'ds.supplier_buyer_id', weight: 'sum(ds.reconciled_revenue)' },
  sums: { worst_buyer_id: TOP_VALUE },
  keepNull: ['worst_buyer_id'],
};

/** Response Status Statistics' top raw status: per row, the raw supplier status of the most clicks. */
export const TOP_RAW_STATUS: ReportSource = {
  from: 'admin.daily_response_status_stats rs',
  day: 'rs.day',
  window: (lo, hi) => `rs.day >= ${lo} AND rs.day < ${hi}`,
  dims: { app: 'rs.app_id', supplier: 'rs.supplier_id', country: 'rs.country_code' },
  perValue: { of: 'rs.response_status', weight: 'sum(rs.clicks)' },
  sums: { top_raw_status: TOP_VALUE },
  keepNull: ['top_raw_status'],
};

/** daily_survey_stats: the per-survey sums (top surveys). */
export const DAILY_SURVEY_STATS: ReportSource = {
  from: 'admin.daily_survey_stats ds LEFT JOIN admin.surveys sv ON sv.id = ds.survey_id',
  day: 'ds.day',
  window: (lo, hi) => `ds.day >= ${lo} AND ds.day < ${hi}`,
  dims: {
    survey: 'ds.survey_id',
    survey_external_id: 'ds.survey_id',
    supplier: 'ds.supplier_id',
    buyer: 'ds.supplier_buyer_id',
    country: 'ds.country_code',
    app: 'ds.app_id',
  },
  sums: {
    clicks: 'sum(ds.clicks)',
    completes: 'sum(ds.completes)',
    survey_revenue: 'sum(ds.revenue)',
    reconciled: 'sum(ds.reconciled)',
    reconciled_revenue: 'sum(ds.reconciled_revenue)',
    // The survey's LOI over its completes: avg LOI = loi_sum / completes, as on daily_stats.
    loi_sum: 'sum(ds.completes * sv.loi)',
    // Surveys only: no offer money here.
    offer_revenue: '0',
  },
};

/** Distinct active users (a click or an offer click that day): counted from rows, never summed. */
export const ACTIVE_USERS: ReportSource = {
  from: 'admin.daily_active_users au',
  day: 'au.day',
  window: (lo, hi) => `au.day >= ${lo} AND au.day < ${hi}`,
  dims: {
    app: 'au.app_id',
    country: 'au.country_code',
    platform: 'au.platform',
    publisher: publisherOf('au.app_id'),
    project: projectOf('au.app_id'),
  },
  sums: { active_users: 'count(DISTINCT au.user_id)' },
};

/** Sign-ups, read from the users through their created_at index. */
export const NEW_USERS: ReportSource = {
  from: 'admin.users nu',
  day: `(nu.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `nu.created_at >= ${utcBound(lo)} AND nu.created_at < ${utcBound(hi)}`,
  dims: {
    app: 'nu.app_id',
    country: 'nu.country_code',
    platform: 'nu.platform',
    publisher: publisherOf('nu.app_id'),
    project: projectOf('nu.app_id'),
  },
  sums: { new_users: 'count(*)' },
};

/** Claims paid (payments of status 1) on their paid day. */
export const CLAIMS_PAID: ReportSource = {
  from: 'admin.payments cp JOIN admin.users cu ON cu.id = cp.user_id',
  day: `(cp.paid_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `cp.paid_at >= ${utcBound(lo)} AND cp.paid_at < ${utcBound(hi)}`,
  where: 'cp.status = 1',
  dims: { app: 'cp.app_id', country: 'cu.country_code', platform: 'cu.platform' },
  sums: { claims_paid: 'sum(cp.amount)' },
};

/**
 * The same sums at day x app x supplier x offer provider (daily_app_supplier_stats, summed from
 * daily_stats): a fraction of its rows, read whenever a view needs no buyer, country or platform.
 */
export const DAILY_APP_SUPPLIER_STATS: ReportSource = {
  ...DAILY_STATS,
  from: 'admin.daily_app_supplier_stats ds',
  dims: {
    app: DAILY_STATS.dims.app!,
    supplier: DAILY_STATS.dims.supplier!,
    provider: DAILY_STATS.dims.provider!,
    source: DAILY_STATS.dims.source!,
  },
};

/**
 * daily_stats beside each row's app, so a view may group or filter by the app's publisher
 * (apps.publisher_id): the Master Report's publisher grouping; App Overview filters by it and by the
 * app's project.
 */
const withPublisher = (source: ReportSource): ReportSource => ({
  ...source,
  from: `${source.from} JOIN core.apps pa ON pa.id = ds.app_id`,
  dims: { ...source.dims, publisher: 'pa.publisher_id', project: 'pa.project' },
});
export const MASTER_STATS = withPublisher(DAILY_STATS);
export const MASTER_APP_STATS = withPublisher(DAILY_APP_SUPPLIER_STATS);

/** The supplier feeds' runs: day of the run's start; live at day end is the day's last run's figure. */
export const SURVEY_SYNC_RUNS: ReportSource = {
  from: `(SELECT r.*, row_number() OVER (PARTITION BY r.supplier_id, (r.started_at AT TIME ZONE 'UTC')::date ORDER BY r.started_at DESC) = 1 AS last_of_day
          FROM admin.survey_sync_runs r) sr`,
  day: `(sr.started_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `sr.started_at >= ${utcBound(lo)} AND sr.started_at < ${utcBound(hi)}`,
  dims: { supplier: 'sr.supplier_id' },
  sums: {
    runs: 'count(*)',
    failed_runs: 'count(*) FILTER (WHERE sr.status = 2)',
    surveys_received: 'sum(sr.surveys_received)',
    surveys_new: 'sum(sr.surveys_new)',
    surveys_updated: 'sum(sr.surveys_updated)',
    surveys_closed: 'sum(sr.surveys_closed)',
    // Summed over suppliers: a day's live surveys across the feeds (a window's total sums its days).
    live_end: 'sum(sr.live_after) FILTER (WHERE sr.last_of_day)',
    last_error: '(array_agg(sr.error ORDER BY sr.started_at DESC) FILTER (WHERE sr.error IS NOT NULL))[1]',
  },
};

/** Bitburst's imported figures, joined to ours by day, app and country. */
export const BITBURST: ReportSource = {
  from: 'admin.bitburst_daily_stats bb',
  day: 'bb.day',
  window: (lo, hi) => `bb.day >= ${lo} AND bb.day < ${hi}`,
  dims: { app: 'bb.app_id', country: 'bb.country_code' },
  sums: { bb_clicks: 'sum(bb.clicks)', bb_completes: 'sum(bb.completes)', bb_revenue: 'sum(bb.revenue)' },
};

/** Our own apps (a product project, or the core platform) against external publishers' apps. */
const EXTERNAL_APP = 'dsa.project IS NULL AND NOT dsa.is_core';

/** The money by app kind, for the P&L: the coarse level joined to its apps. */
export const FINANCE_STATS: ReportSource = {
  ...DAILY_APP_SUPPLIER_STATS,
  from: 'admin.daily_app_supplier_stats ds JOIN core.apps dsa ON dsa.id = ds.app_id',
  sums: {
    ...DAILY_STATS.sums,
    external_payout: `sum(ds.publisher_payout + ds.offer_payout) FILTER (WHERE ${EXTERNAL_APP})`,
    own_user_reward: `sum(ds.user_reward_usd + ds.offer_user_reward_usd) FILTER (WHERE NOT (${EXTERNAL_APP}))`,
  },
};

/** Bonuses credited to users (transaction types 200 to 255), in dollars, on their day. */
export const BONUSES: ReportSource = {
  from: 'admin.user_transactions ut JOIN core.apps uta ON uta.id = ut.app_id',
  day: `(ut.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `ut.created_at >= ${utcBound(lo)} AND ut.created_at < ${utcBound(hi)}`,
  where: 'ut.type BETWEEN 200 AND 255',
  dims: { app: 'ut.app_id' },
  sums: { bonuses: 'sum(ut.user_reward / coalesce(uta.points_divisor, 100))' },
};

/**
 * The users who signed up in the window, each with their completes summed from their own clicks
 * (the completes-by-user index), by source, app and country.
 */
export const USERS_BY_SOURCE: ReportSource = {
  from: `admin.users us LEFT JOIN LATERAL (
      SELECT count(*) AS completes, coalesce(sum(c.revenue), 0) AS revenue, count(*) FILTER (WHERE c.complete_status = 2) AS reconciled,
        coalesce(sum(c.revenue) FILTER (WHERE c.complete_status = 2), 0) AS reconciled_revenue
      FROM admin.clicks c WHERE c.user_id = us.id AND c.status = 1) uc ON true`,
  day: `(us.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `us.created_at >= ${utcBound(lo)} AND us.created_at < ${utcBound(hi)}`,
  dims: { user_source: 'us.external_source', app: 'us.app_id', country: 'us.country_code' },
  sums: {
    users: 'count(*)',
    activated: 'count(*) FILTER (WHERE uc.completes > 0)',
    banned: 'count(*) FILTER (WHERE us.status IN (2, 3))',
    completes: 'sum(uc.completes)',
    survey_revenue: 'sum(uc.revenue)',
    reconciled: 'sum(uc.reconciled)',
    reconciled_revenue: 'sum(uc.reconciled_revenue)',
  },
};

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
const LAST_MONTH = `ds.day >= (date_trunc('month', ${TODAY}) - interval '1 month')::date AND ds.day < date_trunc('month', ${TODAY})::date`;

/** Per-survey sums over periods named from today (Delivery Overview's columns). */
export const DELIVERY_STATS: ReportSource = {
  ...DAILY_SURVEY_STATS,
  sums: {
    completes_today: `sum(ds.completes) FILTER (WHERE ds.day = ${TODAY})`,
    completes_yesterday: `sum(ds.completes) FILTER (WHERE ds.day = ${TODAY} - 1)`,
    completes_7d: `sum(ds.completes) FILTER (WHERE ds.day > ${TODAY} - 7)`,
    clicks_7d: `sum(ds.clicks) FILTER (WHERE ds.day > ${TODAY} - 7)`,
    revenue_7d: `sum(ds.revenue) FILTER (WHERE ds.day > ${TODAY} - 7)`,
    completes_prior_7d: `sum(ds.completes) FILTER (WHERE ds.day > ${TODAY} - 14 AND ds.day <= ${TODAY} - 7)`,
    completes_last_month: `sum(ds.completes) FILTER (WHERE ${LAST_MONTH})`,
    reconciled_last_month: `sum(ds.reconciled) FILTER (WHERE ${LAST_MONTH})`,
  },
};

/** The supply live now (status and visibility 1) and the quota it has left. */
export const LIVE_SURVEYS: ReportSource = {
  from: 'admin.surveys ls',
  day: `(ls.created_at AT TIME ZONE 'UTC')::date`,
  // What is live now, whatever the window (the bounds are still bound, so their placeholders have a type).
  window: (lo, hi) => `(${lo} IS NOT NULL AND ${hi} IS NOT NULL)`,
  where: 'ls.status = 1 AND ls.visibility = 1',
  dims: { supplier: 'ls.supplier_id', buyer: 'ls.supplier_buyer_id', country: 'ls.country_code' },
  sums: { live_survey_count: 'count(*)', quota: 'sum(ls.quota_remaining)' },
};

/** Offer rows only (the offerwall pages): a row per provider, no survey rows beside them. */
const OFFERS_ONLY = 'ds.offer_provider_id IS NOT NULL';
export const OFFER_STATS: ReportSource = { ...DAILY_STATS, where: OFFERS_ONLY };
export const OFFER_APP_STATS: ReportSource = { ...DAILY_APP_SUPPLIER_STATS, where: OFFERS_ONLY };

/**
 * The sign-up cohorts (daily_cohort_stats, kept by the rollup job): a week or month of cohorts is the
 * sum of its sign-up days, each user counted once; never a scan of the users per request.
 */
export const COHORT_STATS: ReportSource = {
  from: 'admin.daily_cohort_stats cs',
  day: 'cs.cohort_day',
  window: (lo, hi) => `cs.cohort_day >= ${lo} AND cs.cohort_day < ${hi}`,
  dims: {
    app: 'cs.app_id',
    country: 'cs.country_code',
    platform: 'cs.platform',
    user_source: 'cs.external_source',
    network: 'cs.network',
    campaign: 'cs.campaign',
  },
  sums: Object.fromEntries(
    [
      'users',
      'activated',
      'banned',
      'active_d1',
      'active_d7',
      'active_d30',
      'active_d90',
      'payout_d7',
      'payout_d30',
      'payout_d90',
      'revenue_d90',
      'rewards_d90',
      'claims_d90',
    ].map((name) => [name, `sum(cs.${name})`]),
  ),
};

/**
 * Marketing spend on its day (specification 04, section 11): Adjust's spend rows of the networks counted
 * in spend, by the Adjust app's own app, platform, network, campaign and country, plus the spend logged
 * outside Adjust, whose partner stands for the network it paid (no platform, no campaign).
 */
export const MARKETING_SPEND: ReportSource = {
  from: `(SELECT sd.day, sa.app_id, sd.country::text AS country_code, sa.platform::text AS platform, sn.network::text AS network,
        sd.campaign::text AS campaign, sd.spend AS amount
      FROM admin.adjust_spend_data sd JOIN admin.adjust_spend_apps sa ON sa.id = sd.adjust_app_id
      JOIN admin.adjust_spend_networks sn ON sn.id = sd.network_id WHERE sn.counted_in_spend
    UNION ALL
    SELECT ls.day, ls.app_id, ls.country_code::text, NULL, ls.partner::text, NULL, ls.amount FROM admin.log_spend ls) ms`,
  day: 'ms.day',
  window: (lo, hi) => `ms.day >= ${lo} AND ms.day < ${hi}`,
  dims: { app: 'ms.app_id', country: 'ms.country_code', platform: 'ms.platform', network: 'ms.network', campaign: 'ms.campaign' },
  sums: { spend: 'sum(ms.amount)' },
};

/** The e-mails sent, on their UTC day, by their latest state (an opened e-mail was delivered too). */
export const EMAIL_LOGS: ReportSource = {
  from: 'admin.email_logs el',
  day: `(el.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `el.created_at >= ${utcBound(lo)} AND el.created_at < ${utcBound(hi)}`,
  dims: { app: 'el.app_id', template: 'el.template' },
  sums: {
    sent: 'count(*)',
    delivered: `count(*) FILTER (WHERE el.status IN ('delivered', 'opened', 'clicked'))`,
    opened: `count(*) FILTER (WHERE el.status IN ('opened', 'clicked'))`,
    clicked: `count(*) FILTER (WHERE el.status = 'clicked')`,
    bounced: `count(*) FILTER (WHERE el.status = 'bounced')`,
    complained: `count(*) FILTER (WHERE el.status = 'complained')`,
  },
};

/** daily_stats by the publisher of each row's app (apps.publisher_id), with how many apps brought traffic. */
export const PUBLISHER_STATS: ReportSource = {
  ...DAILY_STATS,
  from: 'admin.daily_stats ds JOIN core.apps pa ON pa.id = ds.app_id',
  dims: { publisher: 'pa.publisher_id', country: DAILY_STATS.dims.country! },
  sums: { ...DAILY_STATS.sums, apps: 'count(DISTINCT ds.app_id)', reconciled_payout: 'sum(ds.reconciled_payout)' },
};

/** The same by publisher alone, from the smaller app x supplier rollup. */
export const PUBLISHER_APP_STATS: ReportSource = {
  ...PUBLISHER_STATS,
  from: 'admin.daily_app_supplier_stats ds JOIN core.apps pa ON pa.id = ds.app_id',
  dims: { publisher: 'pa.publisher_id' },
};

/** The users active on a publisher's apps in the window (counted, never summed), and how many are banned. */
export const PUBLISHER_USERS: ReportSource = {
  from: 'admin.daily_active_users pu JOIN core.apps pua ON pua.id = pu.app_id JOIN admin.users puu ON puu.id = pu.user_id',
  day: 'pu.day',
  window: (lo, hi) => `pu.day >= ${lo} AND pu.day < ${hi}`,
  dims: { publisher: 'pua.publisher_id', country: 'pu.country_code' },
  sums: { users: 'count(DISTINCT pu.user_id)', banned: 'count(DISTINCT pu.user_id) FILTER (WHERE puu.status IN (2, 3))' },
};

/** The newest survey inventory snapshot: the "now" columns of /survey-inventory. */
const LATEST_SNAPSHOT = '(SELECT max(day) FROM admin.survey_inventory_snapshots)';
const NOW_LIVE = `si.live AND si.day = ${LATEST_SNAPSHOT}`;

/** /survey-inventory: one row per survey and day it was live (or closed that day). */
export const SURVEY_INVENTORY: ReportSource = {
  from: 'admin.survey_inventory_snapshots si',
  day: 'si.day',
  window: (lo, hi) => `si.day >= ${lo} AND si.day < ${hi}`,
  dims: { supplier: 'si.supplier_id', country: 'si.country_code', device: 'si.devices' },
  sums: {
    inventory_live: `count(*) FILTER (WHERE ${NOW_LIVE})`,
    inventory_cpi: `avg(si.cpi) FILTER (WHERE ${NOW_LIVE})`,
    inventory_loi: `percentile_cont(0.5) WITHIN GROUP (ORDER BY si.loi) FILTER (WHERE ${NOW_LIVE})`,
    inventory_quota: `sum(si.quota_remaining) FILTER (WHERE ${NOW_LIVE})`,
    inventory_added: `count(*) FILTER (WHERE si.added AND si.day = ${LATEST_SNAPSHOT})`,
    inventory_closed: `count(*) FILTER (WHERE si.closed AND si.day = ${LATEST_SNAPSHOT})`,
    inventory_clicks_7d: `sum(si.clicks) FILTER (WHERE si.day > ${LATEST_SNAPSHOT} - 7)`,
    inventory_completes_7d: `sum(si.completes) FILTER (WHERE si.day > ${LATEST_SNAPSHOT} - 7)`,
    inventory_live_rows: 'count(*) FILTER (WHERE si.live)',
    inventory_days: 'count(DISTINCT si.day)',
  },
};

/** Prime Sample (supplier 50, PSA) surveys only: their per-survey sums and their live surveys now. */
const PRIME_SAMPLE = 'ds.supplier_id = 50';
export const PRIME_SAMPLE_STATS: ReportSource = { ...DAILY_SURVEY_STATS, where: PRIME_SAMPLE };
export const PRIME_SAMPLE_LIVE: ReportSource = { ...LIVE_SURVEYS, where: `${LIVE_SURVEYS.where} AND ls.supplier_id = 50` };
