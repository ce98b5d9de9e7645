import type { Queryable } from '../types.ts';
import { sqlInt, sqlPick, sqlRandom } from './marketplace/sql-random.ts';
import { EXTENSION_EVENTS } from './user-details-reference.ts';

/**
 * In-app purchases on the IAP offers the users reached an event on, progress rewards (3 to 5
 * steps) on 1 in 5 events with the steps reported so far, and browser-extension logs.
 */
export async function seedOfferActivity(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `WITH reached AS (
       SELECT e.user_id, e.offer_id, min(e.created_at) AS first_event
       FROM admin.offer_events e JOIN admin.offers o ON o.id = e.offer_id AND o.has_iap_data
       GROUP BY e.user_id, e.offer_id
     )
     INSERT INTO admin.offer_iap_transactions (user_id, offer_id, transaction_value, external_transaction_id, transaction_time)
     SELECT r.user_id, r.offer_id, ${sqlPick('r.user_id * 100000 + r.offer_id * 8 + k', 981, [0.99, 1.99, 4.99, 9.99, 19.99, 49.99])},
       'iap_' || r.user_id || '_' || r.offer_id || '_' || k,
       least($1::timestamptz, r.first_event + (k * ${sqlInt('r.user_id * 100000 + r.offer_id', 982, 1, 96)}) * interval '1 hour')
     FROM reached r CROSS JOIN generate_series(1, 4) k
     WHERE k <= ${sqlInt('r.user_id * 100000 + r.offer_id', 980, 1, 4)}`,
    [now],
  );
  await tx.query(
    `UPDATE admin.offer_events e SET progress_required_event_count = ${sqlInt('e.id', 984, 3, 5)}
     WHERE ${sqlRandom('e.id', 983)} < 0.2`,
  );
  await tx.query(
    `INSERT INTO admin.offer_event_steps (offer_event_id, user_id, reward_id, is_paid, external_transaction_id, created_at)
     SELECT e.id, e.user_id, e.reward_id, e.credit_status = 1 AND k = e.progress_required_event_count,
       'stp_' || e.id || '_' || k,
       least($1::timestamptz, e.created_at + k * interval '5 hours')
     FROM admin.offer_events e CROSS JOIN generate_series(1, 5) k
     WHERE e.progress_required_event_count IS NOT NULL AND e.reward_id IS NOT NULL
       AND k <= CASE WHEN e.credit_status = 1 THEN e.progress_required_event_count ELSE ${sqlInt('e.id', 985, 1, 2)} END`,
    [now],
  );
  await tx.query(
    `INSERT INTO admin.extension_logs (user_id, event, url, created_at)
     SELECT u.id, ${sqlPick('u.id * 16 + k', 991, EXTENSION_EVENTS)}, 'https://surveys.example.test/s/' || ${sqlInt('u.id * 16 + k', 992, 1000, 9999)},
       $1::timestamptz - ${sqlInt('u.id * 16 + k', 993, 1, 2000)} * interval '1 hour'
     FROM admin.users u CROSS JOIN generate_series(1, 8) k
     WHERE ${sqlRandom('u.id', 990)} < 0.2 AND k <= ${sqlInt('u.id', 994, 1, 8)}`,
    [now],
  );
}

/**
 * Live-query targeting of the surveys (quota left, devices) and the router's disqualification
 * cache: screen-outs of the last 7 days keep a survey away for 30 days.
 */
export async function seedSurveyTargeting(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `UPDATE admin.surveys s SET
       quota_remaining = CASE WHEN ${sqlRandom('s.id', 1001)} < 0.1 THEN 0 WHEN ${sqlRandom('s.id', 1001)} < 0.7 THEN ${sqlInt('s.id', 1002, 5, 500)} END,
       devices = CASE WHEN ${sqlRandom('s.id', 1003)} < 0.2 THEN (${sqlPick('s.id', 1004, ['{desktop}', '{mobile,tablet}', '{mobile}'])})::text[] ELSE '{}' END`,
  );
  await tx.query(
    `INSERT INTO admin.survey_disqualifications (user_id, survey_id, reason, created_at, expires_at)
     SELECT DISTINCT ON (c.user_id, c.survey_id) c.user_id, c.survey_id, c.response_status, c.created_at, c.created_at + interval '30 days'
     FROM admin.clicks c
     WHERE c.status = 2 AND c.created_at >= $1::timestamptz - interval '7 days' AND c.response_status IS NOT NULL
     ORDER BY c.user_id, c.survey_id, c.created_at DESC`,
    [now],
  );
}
