import type { Queryable } from '../types.ts';
import type { Day } from './day.ts';

/** How long a cohort keeps changing: its figures count the first 90 days after the sign-up. */
export const COHORT_HORIZON_DAYS = 90;

const SIGNUP_DAY = `(u.created_at AT TIME ZONE 'UTC')::date`;
/** Within N days of the sign-up (the sign-up's own moment + N days). */
const within = (column: string, days: number) => `${column} < u.created_at + interval '${days} days'`;

/**
 * daily_cohort_stats from the rows for the users who signed up on the UTC days $1..$2: each user is
 * one row's worth (users, activated, banned, active within 1, 7, 30 and 90 days after the sign-up day,
 * payout earned within 7, 30 and 90 days, the first 90 days' revenue, rewards and bonuses, claims).
 * Attribution is the user's first Adjust install callback.
 */
const COHORT_SQL = `
INSERT INTO admin.daily_cohort_stats (cohort_day, app_id, country_code, platform, external_source, network, campaign,
  users, activated, banned, active_d1, active_d7, active_d30, payout_d7, payout_d30, payout_d90, revenue_d90, rewards_d90, claims_d90, active_d90)
SELECT ${SIGNUP_DAY}, u.app_id, u.country_code, u.platform, u.external_source, att.network, att.campaign,
  count(*), count(*) FILTER (WHERE c.completes > 0), count(*) FILTER (WHERE u.status IN (2, 3)),
  count(*) FILTER (WHERE act.d1), count(*) FILTER (WHERE act.d7), count(*) FILTER (WHERE act.d30),
  coalesce(sum(c.payout_d7 + e.payout_d7), 0), coalesce(sum(c.payout_d30 + e.payout_d30), 0), coalesce(sum(c.payout_d90 + e.payout_d90), 0),
  coalesce(sum(c.revenue + e.revenue), 0),
  coalesce(sum((c.reward + e.reward + b.bonus) / coalesce(a.points_divisor, 100)), 0),
  coalesce(sum(p.claims), 0),
  count(*) FILTER (WHERE act.d90)
FROM admin.users u
JOIN core.apps a ON a.id = u.app_id
LEFT JOIN LATERAL (
  SELECT ae.network, ae.campaign FROM admin.adjust_events ae
  WHERE ae.user_id = u.id AND ae.direction = 'in' AND ae.event = 'install' ORDER BY ae.id LIMIT 1
) att ON true
LEFT JOIN LATERAL (
  SELECT count(*) AS completes,
    coalesce(sum(k.publisher_payout) FILTER (WHERE ${within('k.completed_at', 7)}), 0) AS payout_d7,
    coalesce(sum(k.publisher_payout) FILTER (WHERE ${within('k.completed_at', 30)}), 0) AS payout_d30,
    coalesce(sum(k.publisher_payout), 0) AS payout_d90,
    coalesce(sum(k.revenue), 0) AS revenue,
    coalesce(sum(k.user_reward), 0) AS reward
  FROM admin.clicks k WHERE k.user_id = u.id AND k.status = 1 AND ${within('k.completed_at', 90)}
) c ON true
LEFT JOIN LATERAL (
  SELECT coalesce(sum(o.publisher_payout) FILTER (WHERE ${within('o.created_at', 7)}), 0) AS payout_d7,
    coalesce(sum(o.publisher_payout) FILTER (WHERE ${within('o.created_at', 30)}), 0) AS payout_d30,
    coalesce(sum(o.publisher_payout), 0) AS payout_d90,
    coalesce(sum(o.revenue), 0) AS revenue,
    coalesce(sum(o.user_reward), 0) AS reward
  FROM admin.offer_events o WHERE o.user_id = u.id AND o.status <> 2 AND ${within('o.created_at', 90)}
) e ON true
LEFT JOIN LATERAL (
  SELECT coalesce(sum(t.user_reward), 0) AS bonus FROM admin.user_transactions t
  WHERE t.user_id = u.id AND t.type BETWEEN 200 AND 255 AND ${within('t.created_at', 90)}
) b ON true
LEFT JOIN LATERAL (
  SELECT sum(pm.amount) AS claims FROM admin.payments pm WHERE pm.user_id = u.id AND pm.status = 1 AND ${within('pm.paid_at', 90)}
) p ON true
LEFT JOIN LATERAL (
  SELECT bool_or(d.day <= ${SIGNUP_DAY} + 1) AS d1, bool_or(d.day <= ${SIGNUP_DAY} + 7) AS d7,
    bool_or(d.day <= ${SIGNUP_DAY} + 30) AS d30, true AS d90
  FROM admin.daily_active_users d WHERE d.user_id = u.id AND d.day > ${SIGNUP_DAY} AND d.day <= ${SIGNUP_DAY} + 90
) act ON true
WHERE u.created_at >= (($1::date)::timestamp AT TIME ZONE 'UTC') AND u.created_at < ((($2::date) + 1)::timestamp AT TIME ZONE 'UTC')
GROUP BY 1, 2, 3, 4, 5, 6, 7`;

/**
 * Rebuilds the cohorts of the sign-up days from..to (both included); idempotent, run it in the same
 * transaction as the daily rollups (it reads daily_active_users).
 */
export async function rebuildCohorts(tx: Queryable, from: Day, to: Day): Promise<void> {
  await tx.query('DELETE FROM admin.daily_cohort_stats WHERE cohort_day BETWEEN $1::date AND $2::date', [from, to]);
  await tx.query(COHORT_SQL, [from, to]);
}

/** The sign-up days whose cohorts a change on `day` can move: the horizon before it, up to it. */
export function cohortDaysTouchedBy(from: Day, to: Day): [Day, Day] {
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - COHORT_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
  return [start, to];
}
