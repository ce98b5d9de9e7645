import type { ReportSource } from './types.ts';

/**
 * The offer reports' sources (specification 04, section 8): the offer clicks, events and IAP rows as
 * they are, cut the way daily_stats cuts them (app, country and platform of the user, the offer's
 * provider), so their totals equal the rollups' offer figures. Clicks and events count on created_at,
 * rejected events (status 2) are left out of the money (rule 2); IAP counts on its transaction time.
 */
const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const between = (column: string) => (lo: string, hi: string) => `${column} >= ${utcBound(lo)} AND ${column} < ${utcBound(hi)}`;

const dims = (row: string, user: string, offer: string) => ({
  offer: `${row}.offer_id`,
  provider: `${offer}.provider_id`,
  app: `${user}.app_id`,
  country: `${user}.country_code`,
  platform: `${user}.platform`,
});

/** Offers earn no survey money: the shared revenue and payout formulas read these as 0. */
const NO_SURVEY_MONEY = { survey_revenue: '0', survey_payout: '0', survey_user_reward: '0', reconciled_revenue: '0' };

export const OFFER_CLICKS: ReportSource = {
  from: 'admin.offer_clicks oc JOIN admin.users ocu ON ocu.id = oc.user_id JOIN admin.offers oco ON oco.id = oc.offer_id',
  day: utcDay('oc.created_at'),
  window: between('oc.created_at'),
  dims: dims('oc', 'ocu', 'oco'),
  sums: { clicks: 'count(*)', users: 'count(DISTINCT oc.user_id)' },
};

const counted = 'oe.status <> 2';
export const OFFER_EVENTS: ReportSource = {
  from: `admin.offer_events oe JOIN admin.users oeu ON oeu.id = oe.user_id JOIN core.apps oea ON oea.id = oeu.app_id
    JOIN admin.offers oeo ON oeo.id = oe.offer_id LEFT JOIN admin.offer_clicks oec ON oec.id = oe.offer_click_id`,
  day: utcDay('oe.created_at'),
  window: between('oe.created_at'),
  dims: { ...dims('oe', 'oeu', 'oeo'), reward: `coalesce(oe.reward_name, oe.reward_id, '(none)')` },
  sums: {
    ...NO_SURVEY_MONEY,
    offer_events: `count(*) FILTER (WHERE ${counted})`,
    offer_revenue: `sum(oe.revenue) FILTER (WHERE ${counted})`,
    offer_payout: `sum(oe.publisher_payout) FILTER (WHERE ${counted})`,
    offer_user_reward: `sum(oe.user_reward::numeric / coalesce(oea.points_divisor, 100)) FILTER (WHERE ${counted})`,
    all_events: 'count(*)',
    rejected_events: 'count(*) FILTER (WHERE oe.status = 2)',
    high_risk_events: 'count(*) FILTER (WHERE oe.is_high_risk)',
    hidden_events: 'count(*) FILTER (WHERE oe.is_hidden)',
    credited_events: `count(*) FILTER (WHERE ${counted} AND oe.credit_status = 1)`,
    event_users: 'count(DISTINCT oe.user_id)',
    banned_users: 'count(DISTINCT oe.user_id) FILTER (WHERE oeu.status IN (2, 3))',
    reaching_users: `count(DISTINCT oe.user_id) FILTER (WHERE ${counted})`,
    median_delay_hours: `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM oe.created_at - oec.created_at) / 3600)`,
  },
};

export const OFFER_IAP: ReportSource = {
  from: 'admin.offer_iap_transactions oi JOIN admin.users oiu ON oiu.id = oi.user_id JOIN admin.offers oio ON oio.id = oi.offer_id',
  day: utcDay('oi.transaction_time'),
  window: between('oi.transaction_time'),
  dims: dims('oi', 'oiu', 'oio'),
  sums: { iap_value: 'sum(oi.transaction_value)' },
};

/**
 * The offer rollup (daily_offer_stats, migration 070): the same clicks and events summed per day, offer,
 * app, country and platform, so the Offer Report, Offer Click Report and Offer Performance Analysis read
 * a row per offer and day, not every click; distinct users still come from the clicks (never summed).
 */
export const OFFER_DAILY: ReportSource = {
  from: 'admin.daily_offer_stats os',
  day: 'os.day',
  window: (lo, hi) => `os.day >= ${lo} AND os.day < ${hi}`,
  dims: { offer: 'os.offer_id', provider: 'os.offer_provider_id', app: 'os.app_id', country: 'os.country_code', platform: 'os.platform' },
  sums: {
    ...NO_SURVEY_MONEY,
    clicks: 'sum(os.clicks)',
    offer_events: 'sum(os.events)',
    offer_revenue: 'sum(os.revenue)',
    offer_payout: 'sum(os.publisher_payout)',
    offer_user_reward: 'sum(os.user_reward_usd)',
    all_events: 'sum(os.all_events)',
    rejected_events: 'sum(os.rejected_events)',
  },
};

export const OFFER_SOURCES: readonly ReportSource[] = [OFFER_CLICKS, OFFER_EVENTS, OFFER_IAP];

/** Each offer report reads its rows from one source; the others join beside it. */
export const OFFER_MAIN_SOURCE: Readonly<Record<string, ReportSource>> = {
  offer_click_report: OFFER_DAILY,
  offer_report: OFFER_DAILY,
  offer_performance_analysis: OFFER_DAILY,
  offer_quality_report: OFFER_EVENTS,
  offer_event_report: OFFER_EVENTS,
};
