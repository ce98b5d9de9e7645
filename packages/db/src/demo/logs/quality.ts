import type { Queryable } from '../../types.ts';
import { sqlUserIp } from '../marketplace/clicks.ts';
import { sqlInt, sqlPick, sqlRandom } from '../marketplace/sql-random.ts';
import type { LogSeed } from './context.ts';

const OS = ['Android', 'iOS', 'Windows', 'macOS'];

/**
 * Latency probes, device and timezone checks: a few per user within the last 30 days, drawn around
 * what the outside feed reported (admin.user_risk_feed, when present), so a user's screen rows and
 * user-details metrics tell the same story (showcase user 11's bad latency and Lagos clock included).
 */
export async function seedQualityLogs(tx: Queryable, s: LogSeed): Promise<void> {
  const r = (salt: number) => sqlRandom('x.g', salt);
  const perUser = (per: number) =>
    `(SELECT g, 1 + ((g - 1) % $2::int) AS user_id, $1::timestamptz - ${sqlRandom('g', 870)} * interval '30 days' AS at
      FROM generate_series(1, $2::int * ${per}) g) x
     JOIN admin.users u ON u.id = x.user_id
     LEFT JOIN admin.user_risk_feed f ON f.user_id = u.id`;
  await tx.query(
    `INSERT INTO admin.latency_probes (user_id, ip, tcp_ms, ws_ms, delta_ms, result, created_at)
     SELECT u.id, ${sqlUserIp('u.id', 'x.g', 871)},
       round((coalesce(f.median_tcp_latency, 60) * (0.8 + ${r(872)} * 0.4))::numeric, 2),
       round((coalesce(f.median_ws_latency, 70) * (0.8 + ${r(873)} * 0.4))::numeric, 2),
       round((coalesce(f.median_latency_delta, 10) * (0.8 + ${r(874)} * 0.4))::numeric, 2),
       CASE WHEN ${r(875)} < coalesce(f.latency_results, 0.9) THEN 'good' ELSE 'bad' END, x.at
     FROM ${perUser(3)}`,
    [s.now, s.users],
  );
  await tx.query(
    `INSERT INTO admin.device_checks (user_id, reported_os, user_agent_os, platform, device_id, mismatch, created_at)
     SELECT u.id, y.os, CASE WHEN y.mismatch THEN CASE y.os WHEN 'Windows' THEN 'Android' ELSE 'Windows' END ELSE y.os END,
       CASE WHEN y.os IN ('Android', 'iOS') THEN 'mobile' ELSE 'desktop' END, u.device_id, y.mismatch, x.at
     FROM ${perUser(2)}
     CROSS JOIN LATERAL (SELECT ${sqlPick('u.id', 876, OS)} AS os, ${r(877)} < coalesce(f.device_os_mismatch, 0.02) AS mismatch) y`,
    [s.now, s.users],
  );
  // The first check of a user carries the feed's largest time delta; the second a smaller one.
  await tx.query(
    `INSERT INTO admin.timezone_checks (user_id, device_timezone, ip_timezone, offset_hours, time_delta_seconds, mismatch, country_code, created_at)
     SELECT u.id, y.device_tz, y.ip_tz,
       round((extract(epoch FROM (x.at AT TIME ZONE y.device_tz) - (x.at AT TIME ZONE y.ip_tz)) / 3600)::numeric, 1),
       CASE WHEN x.g <= $2::int THEN coalesce(f.max_time_delta, ${sqlInt('x.g', 878, 0, 900)})
            ELSE ${sqlInt('x.g', 879, 0, 900)} END,
       y.device_tz <> y.ip_tz, u.country_code, x.at
     FROM ${perUser(2)}
     CROSS JOIN LATERAL (SELECT coalesce(f.device_timezone, u.timezone, 'UTC') AS device_tz,
                                coalesce(f.ip_timezone, u.timezone, 'UTC') AS ip_tz) y`,
    [s.now, s.users],
  );
  // Research Defender checked a share of the last 60 days' survey entries (every entry of showcase users).
  await tx.query(
    `INSERT INTO admin.research_defender_checks (user_id, click_id, survey_id, score, duplicate_score, threat_potential, result, created_at)
     SELECT c.user_id, c.id, c.survey_id, y.score, ${sqlInt('c.id', 881, 0, 40)} + CASE WHEN y.bad THEN 50 ELSE 0 END,
       ${sqlInt('c.id', 882, 0, 30)} + CASE WHEN y.bad THEN 60 ELSE 0 END,
       CASE WHEN y.score >= 80 THEN 'fail' WHEN y.score >= 50 THEN 'flag' ELSE 'pass' END, c.created_at
     FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
     CROSS JOIN LATERAL (SELECT u.status IN (2, 3) AS bad) b
     CROSS JOIN LATERAL (SELECT b.bad, CASE WHEN b.bad THEN ${sqlInt('c.id', 883, 50, 99)} ELSE ${sqlInt('c.id', 883, 0, 60)} END AS score) y
     WHERE c.created_at > $1::timestamptz - interval '60 days' AND (c.id % 4 = 0 OR c.user_id <= 50)`,
    [s.now],
  );
}
