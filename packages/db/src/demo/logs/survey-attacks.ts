import type { Db } from '../../types.ts';
import type { DemoOptions } from '../random.ts';

/**
 * Survey attacks (/survey-attacks) as the detector would have written them: per survey, supplier and
 * ISO week of the last five weeks, the completes whose users were flagged (banned, shadow banned, in
 * review, on hold), their /24 subnets, the median minutes to complete against the survey's LOI and
 * the open-end answers the users typed the same; the 40 worst windows, those older than a week
 * mostly reviewed by admin 1. Skipped when already loaded.
 */
export async function seedSurveyAttacks(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.survey_attacks');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    await tx.query(
      `WITH w AS (
         SELECT c.survey_id, c.supplier_id, date_trunc('week', c.completed_at AT TIME ZONE 'UTC') AS day, count(*)::int AS completes,
           array_agg(DISTINCT c.user_id) AS users,
           coalesce(array_agg(DISTINCT c.user_id) FILTER (WHERE u.status IN (2, 3, 4, 5, 6)), '{}') AS flagged,
           count(DISTINCT network(set_masklen(c.ip, 24)))::int AS subnets,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.completed_at - c.created_at) / 60) AS median_minutes
         FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
         WHERE c.status = 1 AND c.completed_at >= $1::timestamptz - interval '35 days'
         GROUP BY 1, 2, 3
       ), worst AS (
         SELECT w.*, row_number() OVER (ORDER BY cardinality(w.flagged)::numeric / w.completes DESC, w.completes DESC, w.survey_id) AS n
         FROM w WHERE w.completes >= 2 AND cardinality(w.flagged) > 0
       )
       INSERT INTO admin.survey_attacks (survey_id, supplier_id, supplier_buyer_id, window_start, window_end, completes, flagged_user_ids,
         user_ids, subnets, median_minutes, loi, open_end_duplicates, status, reviewed_by_admin_id, reviewed_at, created_at)
       SELECT x.survey_id, x.supplier_id, s.supplier_buyer_id, x.day AT TIME ZONE 'UTC', (x.day + interval '7 days') AT TIME ZONE 'UTC',
         x.completes, x.flagged, x.users, x.subnets, round(x.median_minutes::numeric, 2), s.loi,
         (SELECT count(*)::int FROM admin.user_quality_answers qa WHERE qa.user_id = ANY(x.users)
            AND EXISTS (SELECT 1 FROM admin.user_quality_answers q2 WHERE q2.identical_key = qa.identical_key AND q2.user_id <> qa.user_id)),
         y.status, CASE WHEN y.status = 'reviewed' THEN 1 END,
         CASE WHEN y.status = 'reviewed' THEN least((x.day + interval '7 days 3 hours') AT TIME ZONE 'UTC', $1::timestamptz) END,
         least((x.day + interval '7 days') AT TIME ZONE 'UTC', $1::timestamptz)
       FROM worst x JOIN admin.surveys s ON s.id = x.survey_id
       CROSS JOIN LATERAL (SELECT CASE WHEN x.day < ($1::timestamptz AT TIME ZONE 'UTC') - interval '7 days' AND x.n % 3 <> 0
         THEN 'reviewed' ELSE 'open' END AS status) y
       WHERE x.n <= 40`,
      [opts.now],
    );
  });
}
