import type { Db } from '@bo/db';
import { seedCore, seedMarketplace } from '@bo/db';

const CHUNK = 1_000_000;
/** The log's rows spread over this many days before now (four monthly partitions or so). */
export const LOG_DAYS = 120;

/**
 * Loads `total` survey-list loads (admin.survey_list_reloads, the largest log: one row each time an
 * app shows a user the survey list) over the demo's users at scale 10, set-based in chunks of a million
 * into monthly partitions created first, as the router would have written them over four months.
 */
export async function loadSurveyListReloads(db: Db, total: number, now: Date, progress: (text: string) => void): Promise<number> {
  await seedCore(db, { scale: 1, now });
  await seedMarketplace(db, { scale: 10, now });
  const users = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users')).rows[0]!.n;
  await insertSurveyListReloads(db, total, now, users, progress);
  return users;
}

/** The log's rows alone, over users 1..users (bench/scale.ts loads them beside the clicks). */
export async function insertSurveyListReloads(
  db: Db,
  total: number,
  now: Date,
  users: number,
  progress: (text: string) => void,
): Promise<void> {
  await db.query(`SELECT admin.ensure_log_partitions($1::timestamptz - $2 * interval '1 day', $1::timestamptz)`, [now, LOG_DAYS]);
  for (let first = 1; first <= total; first += CHUNK) {
    const last = Math.min(total, first + CHUNK - 1);
    await db.query(
      `INSERT INTO admin.survey_list_reloads (id, user_id, app_id, trigger, ip, platform, surveys_considered, surveys_eligible,
          surveys_returned, disqualified, duration_ms, created_at)
       SELECT g, 1 + (hashint8extended(g, 1) & 2147483647) % $3::int, (ARRAY[13, 16, 18, 71, 554])[1 + g % 5],
         (ARRAY['app_open', 'pull_to_refresh', 'after_survey', 'push'])[1 + g % 4], '10.0.0.0'::inet + (g % 16777216),
         (ARRAY['android', 'ios', 'web'])[1 + g % 3], 30 + g % 200, 10 + g % 20, CASE WHEN g % 12 = 0 THEN 0 ELSE 1 + g % 20 END,
         jsonb_build_object('country', g % 40, 'quota_full', g % 13), 40 + g % 800,
         $4::timestamptz - (($2::bigint - g)::float8 / $2::bigint) * $5 * interval '1 day'
       FROM generate_series($1::bigint, $6::bigint) g`,
      [first, total, users, now, LOG_DAYS, last],
    );
    progress(`  ${last.toLocaleString('en-US')} rows`);
  }
  await db.query(`SELECT setval(pg_get_serial_sequence('admin.survey_list_reloads', 'id'), $1)`, [total]);
  await db.exec('ANALYZE admin.survey_list_reloads');
}
