import type { Queryable } from '../../types.ts';
import { sqlUserIp } from '../marketplace/clicks.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from '../marketplace/sql-random.ts';
import { EXTENSION_EVENTS } from '../user-details-reference.ts';
import { SHOWCASE } from '../user-details-showcase.ts';
import type { LogSeed } from './context.ts';

/** Toluna's suppliers (current and legacy): the ones whose surveys issue entry links. */
const ENTRY_LINK_SUPPLIERS = [7, 107];
const PLATFORMS = ['android', 'ios', 'web'];
const RAW_STATUS: Readonly<Record<number, string>> = { 1: 'complete', 2: 'terminate', 3: 'quotafull' };

/**
 * Entry links, survey-list loads with the router's detail, supplier postbacks, reconciliation sources
 * and personal bonus offers, drawn from the users and clicks of the last 60 days.
 */
export async function seedTrafficLogs(tx: Queryable, s: LogSeed): Promise<void> {
  const recent = `c.created_at > $1::timestamptz - interval '60 days'`;
  // Every click on a Toluna survey had its entry link; 1 link in 5 was never clicked.
  await tx.query(
    `INSERT INTO admin.survey_invitations (survey_id, user_id, entry_link, click_id, status, created_at)
     SELECT c.survey_id, c.user_id, 'https://ups.surveyrouter.com/trafficui/mscui/SOQualified.aspx?sname=' || c.survey_id || '&gid=' || c.user_id || '&cid=' || c.id,
       c.id, 'clicked', c.created_at - interval '20 seconds'
     FROM admin.clicks c WHERE c.supplier_id = ANY($2::int[]) AND ${recent}
     UNION ALL
     SELECT c.survey_id, 1 + (c.user_id * 7) % $3::int, 'https://ups.surveyrouter.com/trafficui/mscui/SOQualified.aspx?sname=' || c.survey_id || '&gid=' || (1 + (c.user_id * 7) % $3::int),
       NULL, CASE WHEN c.id % 2 = 0 THEN 'expired' ELSE 'issued' END, c.created_at - interval '3 minutes'
     FROM admin.clicks c WHERE c.supplier_id = ANY($2::int[]) AND ${recent} AND c.id % 4 = 0`,
    [s.now, ENTRY_LINK_SUPPLIERS, s.users],
  );
  // Four loads of the survey list per user over the last 30 days; 1 in 12 found nothing. Inserted in time order,
  // as the router writes them: ids grow with created_at (the list's idWindow relies on it).
  const r = (salt: number) => sqlRandom('x.g', salt);
  await tx.query(
    `INSERT INTO admin.survey_list_reloads (user_id, app_id, trigger, ip, platform, surveys_considered, surveys_eligible,
        surveys_returned, disqualified, duration_ms, created_at)
     SELECT u.id, u.app_id, ${sqlWeighted('x.g', 961, [
       ['app_open', 5],
       ['pull_to_refresh', 3],
       ['after_survey', 3],
       ['push', 1],
     ])}, ${sqlUserIp('u.id', 'x.g', 962)}, ${sqlPick('u.id', 963, PLATFORMS)}, y.considered, y.eligible,
       least(y.eligible, 20), jsonb_build_object('country', y.considered - y.eligible - y.quota - y.profile, 'quota_full', y.quota,
         'profiling', y.profile, 'already_taken', 0), ${sqlInt('x.g', 964, 40, 900)}, x.at
     FROM (SELECT g, 1 + ((g - 1) % $2::int) AS user_id, $1::timestamptz - ${sqlRandom('g', 965)} * interval '30 days' AS at
           FROM generate_series(1, $2::int * 4) g) x
     JOIN admin.users u ON u.id = x.user_id
     CROSS JOIN LATERAL (SELECT c AS considered, CASE WHEN ${r(966)} < 0.08 THEN 0 ELSE floor(c * (0.1 + ${r(967)} * 0.5))::int END AS eligible,
                                floor(c * 0.2)::int AS quota, floor(c * 0.15)::int AS profile
                         FROM (SELECT ${sqlInt('x.g', 968, 30, 240)} AS c) k) y
     ORDER BY x.at, x.g`,
    [s.now, s.users],
  );
  // A postback per closed click, a duplicate now and then, and forged ones rejected; in time order, as received
  // (ids grow with created_at: the list's idWindow relies on it).
  await tx.query(
    `INSERT INTO admin.postback_logs (supplier_id, click_id, user_id, raw_status, mapped_status, revenue, signature_valid, ip, result, reason, created_at)
     SELECT c.supplier_id, c.id, c.user_id, (ARRAY['${RAW_STATUS[1]}', '${RAW_STATUS[2]}', '${RAW_STATUS[3]}'])[c.status], c.status,
       CASE WHEN c.status = 1 THEN c.revenue END, true, ('52.0.0.0'::inet + c.supplier_id * 256 + 10), 'accepted', NULL,
       coalesce(c.completed_at, c.created_at + interval '9 minutes')
     FROM admin.clicks c WHERE c.status <> 0 AND ${recent}
     UNION ALL
     SELECT c.supplier_id, c.id, c.user_id, 'complete', 1, c.revenue, true, ('52.0.0.0'::inet + c.supplier_id * 256 + 10), 'duplicate',
       'Click already closed', coalesce(c.completed_at, c.created_at) + interval '2 minutes'
     FROM admin.clicks c WHERE c.status = 1 AND ${recent} AND c.id % 10 = 0
     UNION ALL
     SELECT c.supplier_id, c.id, c.user_id, 'complete', NULL, c.revenue, false, ${sqlUserIp('c.user_id', 'c.id', 969)}, 'rejected',
       'Signature invalid', c.created_at + interval '1 minute'
     FROM admin.clicks c WHERE c.status IN (0, 2) AND ${recent} AND c.id % 25 = 0
     ORDER BY 11, 2, 9`,
    [s.now],
  );
  await tx.query(
    `UPDATE admin.clicks SET reconciliation_source = ${sqlWeighted('id', 970, [
      ['api', 6],
      ['import', 3],
      ['manual', 1],
    ])} WHERE status = 1 AND complete_status = 2`,
  );
  // The Extension Log quick link of every showcase user (ids up to 50) finds rows; the clean user 35 keeps none.
  await tx.query(
    `INSERT INTO admin.extension_logs (user_id, event, url, created_at)
     SELECT u.id, ${sqlPick('u.id * 4 + k', 979, EXTENSION_EVENTS)}, 'https://surveys.example.test/s/' || (1000 + u.id * 4 + k),
       $1::timestamptz - (u.id * 4 + k) * interval '1 hour'
     FROM admin.users u CROSS JOIN generate_series(1, 3) k
     WHERE u.id <= 50 AND u.id <> $2::int AND NOT EXISTS (SELECT 1 FROM admin.extension_logs e WHERE e.user_id = u.id)`,
    [s.now, SHOWCASE.clean],
  );
  // Two personal offers per user in three: running, done, run out or cancelled by staff.
  await tx.query(
    `INSERT INTO admin.user_bonus_offers (user_id, app_id, type, target, progress, reward_points, status, expires_at, created_at)
     SELECT u.id, u.app_id, y.type, y.target,
       CASE y.status WHEN 'completed' THEN y.target ELSE floor(y.target * ${r(971)})::int END,
       (${sqlInt('x.g', 972, 1, 10)} * coalesce(a.points_divisor, a.exchange_rate, 100) / 2)::int, y.status,
       x.at + interval '7 days', x.at
     FROM (SELECT g, 1 + ((g - 1) % $2::int) AS user_id, $1::timestamptz - ${sqlRandom('g', 973)} * interval '20 days' AS at
           FROM generate_series(1, $2::int * 2) g) x
     JOIN admin.users u ON u.id = x.user_id JOIN core.apps a ON a.id = u.app_id
     CROSS JOIN LATERAL (SELECT ${sqlPick('x.g', 974, ['complete_surveys', 'earn_points', 'streak', 'first_survey'])} AS type,
       ${sqlInt('x.g', 975, 1, 10)} AS target,
       CASE WHEN x.at + interval '7 days' < $1::timestamptz THEN ${sqlWeighted('x.g', 976, [
         ['completed', 3],
         ['expired', 6],
         ['cancelled', 1],
       ])} ELSE ${sqlWeighted('x.g', 977, [
         ['active', 7],
         ['completed', 3],
       ])} END AS status) y
     WHERE x.user_id <= 50 OR ${r(978)} < 0.66`,
    [s.now, s.users],
  );
}
