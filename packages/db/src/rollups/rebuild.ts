import type { Queryable } from '../types.ts';
import { cohortDaysTouchedBy, rebuildCohorts } from './cohorts.ts';
import type { Day } from './day.ts';

export type { Day } from './day.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Bounds of the UTC days from..to (to included) as timestamptz SQL over $1 / $2. */
const LO = `(($1::date)::timestamp AT TIME ZONE 'UTC')`;
const HI = `((($2::date) + 1)::timestamp AT TIME ZONE 'UTC')`;
const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/**
 * daily_stats from the rows (specification 04, rules 1 and 2): clicks on their created_at day,
 * completes and their money on completed_at (reconciled and at-risk against the complete's own day),
 * offer clicks and offer events (rejected ones left out) on created_at. App, country and platform
 * are the user's; the buyer is the survey's.
 */
const DAILY_STATS_SQL = `
INSERT INTO admin.daily_stats (day, app_id, supplier_id, supplier_buyer_id, offer_provider_id, country_code, platform,
  clicks, clicks_init, clicks_completed, clicks_screen_out, clicks_cancelled,
  completes, revenue, publisher_payout, user_reward_usd, loi_sum, reconciled, reconciled_revenue, reconciled_payout, at_risk, at_risk_revenue,
  offer_clicks, offer_events, offer_revenue, offer_payout, offer_user_reward_usd)
SELECT day, app_id, supplier_id, supplier_buyer_id, offer_provider_id, country_code, platform,
  sum(clicks), sum(clicks_init), sum(clicks_completed), sum(clicks_screen_out), sum(clicks_cancelled),
  sum(completes), sum(revenue), sum(publisher_payout), sum(user_reward_usd), sum(loi_sum),
  sum(reconciled), sum(reconciled_revenue), sum(reconciled_payout), sum(at_risk), sum(at_risk_revenue),
  sum(offer_clicks), sum(offer_events), sum(offer_revenue), sum(offer_payout), sum(offer_user_reward_usd)
FROM (
  SELECT ${utcDay('c.created_at')} AS day, u.app_id, c.supplier_id, s.supplier_buyer_id, NULL::int AS offer_provider_id, u.country_code, u.platform,
    count(*) AS clicks, count(*) FILTER (WHERE c.status = 0) AS clicks_init, count(*) FILTER (WHERE c.status = 1) AS clicks_completed,
    count(*) FILTER (WHERE c.status = 2) AS clicks_screen_out, count(*) FILTER (WHERE c.status = 3) AS clicks_cancelled,
    0 AS completes, 0 AS revenue, 0 AS publisher_payout, 0 AS user_reward_usd, 0 AS loi_sum, 0 AS reconciled, 0 AS reconciled_revenue,
    0 AS reconciled_payout, 0 AS at_risk, 0 AS at_risk_revenue, 0 AS offer_clicks, 0 AS offer_events, 0 AS offer_revenue, 0 AS offer_payout,
    0 AS offer_user_reward_usd
  FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id LEFT JOIN admin.surveys s ON s.id = c.survey_id
  WHERE c.created_at >= ${LO} AND c.created_at < ${HI}
  GROUP BY 1, 2, 3, 4, 6, 7
  UNION ALL
  SELECT ${utcDay('c.completed_at')}, u.app_id, c.supplier_id, s.supplier_buyer_id, NULL, u.country_code, u.platform,
    0, 0, 0, 0, 0,
    count(*), sum(c.revenue), sum(c.publisher_payout), sum(c.user_reward::numeric / coalesce(a.points_divisor, 100)), coalesce(sum(s.loi), 0),
    count(*) FILTER (WHERE c.complete_status = 2), coalesce(sum(c.revenue) FILTER (WHERE c.complete_status = 2), 0),
    coalesce(sum(c.publisher_payout) FILTER (WHERE c.complete_status = 2), 0),
    count(*) FILTER (WHERE c.complete_status = 3), coalesce(sum(c.revenue) FILTER (WHERE c.complete_status = 3), 0),
    0, 0, 0, 0, 0
  FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id JOIN core.apps a ON a.id = u.app_id LEFT JOIN admin.surveys s ON s.id = c.survey_id
  WHERE c.status = 1 AND c.completed_at >= ${LO} AND c.completed_at < ${HI}
  GROUP BY 1, 2, 3, 4, 6, 7
  UNION ALL
  SELECT ${utcDay('oc.created_at')}, u.app_id, NULL, NULL, o.provider_id, u.country_code, u.platform,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    count(*), 0, 0, 0, 0
  FROM admin.offer_clicks oc JOIN admin.users u ON u.id = oc.user_id JOIN admin.offers o ON o.id = oc.offer_id
  WHERE oc.created_at >= ${LO} AND oc.created_at < ${HI}
  GROUP BY 1, 2, 5, 6, 7
  UNION ALL
  SELECT ${utcDay('e.created_at')}, u.app_id, NULL, NULL, o.provider_id, u.country_code, u.platform,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, count(*), sum(e.revenue), sum(e.publisher_payout), sum(e.user_reward::numeric / coalesce(a.points_divisor, 100))
  FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id JOIN core.apps a ON a.id = u.app_id JOIN admin.offers o ON o.id = e.offer_id
  WHERE e.status <> 2 AND e.created_at >= ${LO} AND e.created_at < ${HI}
  GROUP BY 1, 2, 5, 6, 7
) x
GROUP BY day, app_id, supplier_id, supplier_buyer_id, offer_provider_id, country_code, platform`;

const DAILY_SURVEY_STATS_SQL = `
INSERT INTO admin.daily_survey_stats (day, survey_id, app_id, supplier_id, supplier_buyer_id, country_code,
  clicks, completes, revenue, publisher_payout, reconciled, reconciled_revenue, at_risk)
SELECT day, survey_id, app_id, supplier_id, supplier_buyer_id, country_code,
  sum(clicks), sum(completes), sum(revenue), sum(publisher_payout), sum(reconciled), sum(reconciled_revenue), sum(at_risk)
FROM (
  SELECT ${utcDay('c.created_at')} AS day, c.survey_id, u.app_id, c.supplier_id, s.supplier_buyer_id, s.country_code,
    count(*) AS clicks, 0 AS completes, 0 AS revenue, 0 AS publisher_payout, 0 AS reconciled, 0 AS reconciled_revenue, 0 AS at_risk
  FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id LEFT JOIN admin.surveys s ON s.id = c.survey_id
  WHERE c.created_at >= ${LO} AND c.created_at < ${HI}
  GROUP BY 1, 2, 3, 4, 5, 6
  UNION ALL
  SELECT ${utcDay('c.completed_at')}, c.survey_id, u.app_id, c.supplier_id, s.supplier_buyer_id, s.country_code,
    0, count(*), sum(c.revenue), sum(c.publisher_payout), count(*) FILTER (WHERE c.complete_status = 2),
    coalesce(sum(c.revenue) FILTER (WHERE c.complete_status = 2), 0), count(*) FILTER (WHERE c.complete_status = 3)
  FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id LEFT JOIN admin.surveys s ON s.id = c.survey_id
  WHERE c.status = 1 AND c.completed_at >= ${LO} AND c.completed_at < ${HI}
  GROUP BY 1, 2, 3, 4, 5, 6
) x
GROUP BY day, survey_id, app_id, supplier_id, supplier_buyer_id, country_code`;

/**
 * daily_offer_stats (migration 070): the offer reports' rollup, per day x offer x app x country x platform
 * (the user's), from the same rows and on the same days as daily_stats' offer figures: offer clicks and
 * events on created_at, rejected events (status 2) counted apart and out of the money.
 */
const DAILY_OFFER_STATS_SQL = `
INSERT INTO admin.daily_offer_stats (day, offer_id, offer_provider_id, app_id, country_code, platform,
  clicks, events, revenue, publisher_payout, user_reward_usd, all_events, rejected_events)
SELECT day, offer_id, offer_provider_id, app_id, country_code, platform,
  sum(clicks), sum(events), sum(revenue), sum(publisher_payout), sum(user_reward_usd), sum(all_events), sum(rejected_events)
FROM (
  SELECT ${utcDay('oc.created_at')} AS day, oc.offer_id, o.provider_id AS offer_provider_id, u.app_id, u.country_code, u.platform,
    count(*) AS clicks, 0 AS events, 0 AS revenue, 0 AS publisher_payout, 0 AS user_reward_usd, 0 AS all_events, 0 AS rejected_events
  FROM admin.offer_clicks oc JOIN admin.users u ON u.id = oc.user_id JOIN admin.offers o ON o.id = oc.offer_id
  WHERE oc.created_at >= ${LO} AND oc.created_at < ${HI}
  GROUP BY 1, 2, 3, 4, 5, 6
  UNION ALL
  SELECT ${utcDay('e.created_at')}, e.offer_id, o.provider_id, u.app_id, u.country_code, u.platform,
    0, count(*) FILTER (WHERE e.status <> 2), coalesce(sum(e.revenue) FILTER (WHERE e.status <> 2), 0),
    coalesce(sum(e.publisher_payout) FILTER (WHERE e.status <> 2), 0),
    coalesce(sum(e.user_reward::numeric / coalesce(a.points_divisor, 100)) FILTER (WHERE e.status <> 2), 0),
    count(*), count(*) FILTER (WHERE e.status = 2)
  FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id JOIN core.apps a ON a.id = u.app_id JOIN admin.offers o ON o.id = e.offer_id
  WHERE e.created_at >= ${LO} AND e.created_at < ${HI}
  GROUP BY 1, 2, 3, 4, 5, 6
) x
GROUP BY day, offer_id, offer_provider_id, app_id, country_code, platform`;

/** daily_response_status_stats (migration 073): the clicks by raw supplier status, on created_at as daily_stats' clicks. */
const DAILY_RESPONSE_STATUS_STATS_SQL = `
INSERT INTO admin.daily_response_status_stats (day, app_id, supplier_id, country_code, response_status, clicks)
SELECT ${utcDay('c.created_at')}, u.app_id, c.supplier_id, u.country_code, coalesce(c.response_status, ''), count(*)
FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
WHERE c.created_at >= ${LO} AND c.created_at < ${HI}
GROUP BY 1, 2, 3, 4, 5`;

const DAILY_ACTIVE_USERS_SQL = `
INSERT INTO admin.daily_active_users (day, user_id, app_id, country_code, platform)
SELECT DISTINCT ON (x.day, x.user_id) x.day, x.user_id, u.app_id, u.country_code, u.platform
FROM (
  SELECT ${utcDay('created_at')} AS day, user_id FROM admin.clicks WHERE created_at >= ${LO} AND created_at < ${HI}
  UNION
  SELECT ${utcDay('created_at')}, user_id FROM admin.offer_clicks WHERE created_at >= ${LO} AND created_at < ${HI}
) x JOIN admin.users u ON u.id = x.user_id`;

/** The coarse level: daily_stats summed without buyer, country and platform (migration 022). */
const SUMMED_COLUMNS = [
  'clicks',
  'clicks_init',
  'clicks_completed',
  'clicks_screen_out',
  'clicks_cancelled',
  'completes',
  'revenue',
  'publisher_payout',
  'user_reward_usd',
  'loi_sum',
  'reconciled',
  'reconciled_revenue',
  'reconciled_payout',
  'at_risk',
  'at_risk_revenue',
  'offer_clicks',
  'offer_events',
  'offer_revenue',
  'offer_payout',
  'offer_user_reward_usd',
];
const DAILY_APP_SUPPLIER_STATS_SQL = `
INSERT INTO admin.daily_app_supplier_stats (day, app_id, supplier_id, offer_provider_id, ${SUMMED_COLUMNS.join(', ')})
SELECT day, app_id, supplier_id, offer_provider_id, ${SUMMED_COLUMNS.map((c) => `sum(${c})`).join(', ')}
FROM admin.daily_stats WHERE day BETWEEN $1::date AND $2::date
GROUP BY day, app_id, supplier_id, offer_provider_id`;

function checkDay(day: Day): void {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new Error(`Not a day (YYYY-MM-DD): ${day}`);
}

/**
 * Rebuilds the rollups of the UTC days from..to (both included) from the rows: the days' rollup rows
 * are deleted and summed again, so a rebuild is idempotent. Run it inside a transaction: readers see
 * the old figures until it commits.
 */
export async function rebuildRollups(tx: Queryable, from: Day, to: Day): Promise<void> {
  await rebuildDailyRollups(tx, from, to);
  await rebuildCohorts(tx, ...cohortDaysTouchedBy(from, to));
}

/** The day-grained rollups only (the cohorts are rebuilt once per round, over every day touched). */
async function rebuildDailyRollups(tx: Queryable, from: Day, to: Day): Promise<void> {
  checkDay(from);
  checkDay(to);
  if (to < from) throw new Error(`The range ends (${to}) before it starts (${from})`);
  const range = [from, to];
  await tx.query('DELETE FROM admin.daily_stats WHERE day BETWEEN $1::date AND $2::date', range);
  await tx.query('DELETE FROM admin.daily_app_supplier_stats WHERE day BETWEEN $1::date AND $2::date', range);
  await tx.query('DELETE FROM admin.daily_survey_stats WHERE day BETWEEN $1::date AND $2::date', range);
  await tx.query('DELETE FROM admin.daily_active_users WHERE day BETWEEN $1::date AND $2::date', range);
  await tx.query('DELETE FROM admin.daily_offer_stats WHERE day BETWEEN $1::date AND $2::date', range);
  await tx.query('DELETE FROM admin.daily_response_status_stats WHERE day BETWEEN $1::date AND $2::date', range);
  await tx.query(DAILY_STATS_SQL, range);
  await tx.query(DAILY_OFFER_STATS_SQL, range);
  await tx.query(DAILY_APP_SUPPLIER_STATS_SQL, range);
  await tx.query(DAILY_SURVEY_STATS_SQL, range);
  await tx.query(DAILY_RESPONSE_STATUS_STATS_SQL, range);
  await tx.query(DAILY_ACTIVE_USERS_SQL, range);
  await tx.query('DELETE FROM admin.rollup_dirty_days WHERE day BETWEEN $1::date AND $2::date', range);
}

/**
 * One round of the rollup job: today (live) and every past day a late row marked. Answers the days
 * rebuilt (and the cohorts those days fall in). The dirty days are taken with FOR UPDATE SKIP LOCKED, so a mark made while this runs
 * stays for the next round.
 */
export async function rebuildDueRollups(tx: Queryable, today: Day): Promise<Day[]> {
  const { rows } = await tx.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM admin.rollup_dirty_days WHERE day < $1::date ORDER BY day FOR UPDATE SKIP LOCKED`,
    [today],
  );
  const days = [...rows.map((r) => r.day), today];
  for (const day of days) await rebuildDailyRollups(tx, day, day);
  // A cohort counts its users' first 90 days: every cohort a rebuilt day falls in, once.
  await rebuildCohorts(tx, ...cohortDaysTouchedBy(days[0]!, today));
  return days;
}

/** The demo's whole timeline: from the first row's (or sign-up's, for the cohorts) day to today. */
export async function rebuildAllRollups(tx: Queryable, today: Day): Promise<void> {
  const { rows } = await tx.query<{ first: string | null }>(
    `SELECT to_char(least((SELECT min(created_at) FROM admin.clicks), (SELECT min(created_at) FROM admin.offer_clicks),
       (SELECT min(created_at) FROM admin.offer_events), (SELECT min(created_at) FROM admin.users)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first`,
  );
  await rebuildRollups(tx, rows[0]?.first ?? today, today);
}
