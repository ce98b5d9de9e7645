import type { Queryable } from '../../types.ts';
import { DEMO_USER_AGENTS } from './reference.ts';
import { USER_SPAN_DAYS } from './users.ts';
import { sqlPick, sqlRandom, sqlWeighted } from './sql-random.ts';

/** 0 Init, 1 Completed, 2 Screen out, 3 Cancelled. */
const CLICK_STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 22],
  [1, 20],
  [2, 48],
  [3, 10],
];
/** Completes: 0 Pending, 1 Completed, 2 Reconciled, 3 To Be Reconciled. */
const COMPLETE_STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 12],
  [1, 72],
  [2, 9],
  [3, 7],
];
const SCREENOUTS = ['screenout_profile', 'screenout_quota_full', 'screenout_quality', 'screenout_speeding', 'screenout_duplicate'];
const CANCELS = ['abandoned', 'timeout', 'user_closed'];

/**
 * A user's usual address: derived from the user id so a user's clicks share one IP (and 1 in 20
 * clicks comes from elsewhere). Also used by the ip logs.
 */
export const sqlUserIp = (userId: string, row: string, salt: number): string =>
  `('1.0.0.0'::inet + (CASE WHEN ${sqlRandom(row, salt)} < 0.05 THEN hashint8extended((${row})::bigint, ${salt + 1}) ELSE hashint8extended((${userId})::bigint, 7) END & 2147483647) % 3500000000)`;

export interface DemoClicksOptions {
  /** Id of the first click; ids are consecutive. */
  firstId: number;
  count: number;
  /** Users 1..userCount and surveys 1..surveyCount exist. */
  userCount: number;
  surveyCount: number;
  now: Date;
  /** Clicks spread over this many days before now, newest with the highest id. */
  days?: number;
  /**
   * When one timeline is loaded in several calls (the benchmark loads 10 million in chunks): its
   * last id and its size, so every chunk lands on the same day scale. Default: this call alone.
   */
  timeline?: { lastId: number; count: number };
}

/**
 * Inserts clicks in one set-based statement (generate_series joined to the survey it entered):
 * millions of rows in seconds, identical on every run. The benchmark calls it directly.
 */
export async function insertDemoClicks(tx: Queryable, o: DemoClicksOptions): Promise<void> {
  const last = o.firstId + o.count - 1;
  const timeline = o.timeline ?? { lastId: last, count: o.count };
  await tx.query(
    `INSERT INTO admin.clicks (id, user_id, survey_id, supplier_id, status, response_status, revenue, publisher_payout, user_reward,
        complete_status, completed_at, reconciled_at, ip, user_agent, created_at, supplier_transaction_id)
     SELECT x.g, x.user_id, s.id, s.supplier_id, x.status,
       CASE x.status WHEN 1 THEN 'complete' WHEN 2 THEN ${sqlPick('x.g', 304, SCREENOUTS)} WHEN 3 THEN ${sqlPick('x.g', 305, CANCELS)} END,
       CASE WHEN x.status = 1 THEN s.cpi ELSE 0 END,
       CASE WHEN x.status = 1 THEN round(s.cpi * 0.7, 2) ELSE 0 END,
       CASE WHEN x.status = 1 THEN round(s.cpi * 70)::int ELSE 0 END,
       x.complete_status,
       CASE WHEN x.status = 1 THEN x.created_at + s.loi * interval '1 minute' END,
       -- Suppliers reconcile weeks after the complete (2 to 6 weeks): month-end reports see them land late.
       CASE WHEN x.complete_status = 2 THEN least($3::timestamptz, x.created_at + (14 + (hashint8extended(x.g, 311) & 1023) % 29) * interval '1 day') END,
       ${sqlUserIp('x.user_id', 'x.g', 306)},
       ${sqlPick('x.user_id', 308, DEMO_USER_AGENTS)},
       x.created_at,
       -- The supplier's reference of a complete, as its postback sent it.
       CASE WHEN x.status = 1 THEN 'TX' || upper(to_hex(hashint8extended(x.g, 312))) END
     FROM (
       SELECT g,
         -- Only users who had signed up a day before the click: users are created in id order over USER_SPAN_DAYS.
         (1 + floor(${sqlRandom('g', 301)} * $4::int * greatest(0.05, 1 - ((($2::bigint - g)::float8 / $6::float8) * $7::int + 1) / ${USER_SPAN_DAYS})))::bigint AS user_id,
         (1 + floor(${sqlRandom('g', 302)} * $5::int))::int AS survey_id,
         ${sqlWeighted('g', 303, CLICK_STATUS_WEIGHTS)} AS status,
         CASE WHEN ${sqlWeighted('g', 303, CLICK_STATUS_WEIGHTS)} = 1 THEN ${sqlWeighted('g', 309, COMPLETE_STATUS_WEIGHTS)} END AS complete_status,
         $3::timestamptz - (($2::bigint - g)::float8 / $6::float8) * ($7::int * interval '1 day') - ${sqlRandom('g', 310)} * interval '20 minutes' AS created_at
       FROM generate_series($1::bigint, $8::bigint) g
     ) x
     JOIN admin.surveys s ON s.id = x.survey_id`,
    [o.firstId, timeline.lastId, o.now, o.userCount, o.surveyCount, Math.max(1, timeline.count), o.days ?? 90, last],
  );
}

/** Figures that summarise the clicks: each user's last click and each survey's revenue. */
export async function summariseClicks(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE admin.users u SET last_click_at = m.last_click_at
     FROM (SELECT user_id, max(created_at) AS last_click_at FROM admin.clicks GROUP BY user_id) m
     WHERE u.id = m.user_id`,
  );
  await tx.query(
    `UPDATE admin.surveys s SET revenue = m.revenue
     FROM (SELECT survey_id, sum(revenue) AS revenue FROM admin.clicks WHERE status = 1 GROUP BY survey_id) m
     WHERE s.id = m.survey_id`,
  );
}
