import type { Queryable } from '@bo/db';
import { BURST_GAP_SECONDS, RECENT_CLICKS_WINDOW } from '../constants.ts';
import { num } from '../format.ts';

export interface RecentClickFigures {
  /** Recent clicks that came within BURST_GAP_SECONDS of the one before. */
  burstClicks: number;
  completes: number;
  /** Completes that started before an earlier complete had ended. */
  overlapping: number;
  /** Share of the recent clicks' interview minutes (survey LOI) spent in completes. */
  timeInCompletes: number;
}

/** Figures of the user's most recent clicks: a bounded window read newest first from the (user_id, id) index. */
const RECENT_SQL = `
  WITH recent AS (
    SELECT c.id, c.status, c.created_at, c.completed_at, c.survey_id FROM admin.clicks c WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT $2
  ), gaps AS (
    SELECT extract(epoch FROM r.created_at - lag(r.created_at) OVER (ORDER BY r.created_at, r.id)) AS gap FROM recent r
  ), completes AS (
    SELECT r.created_at,
      max(r.completed_at) OVER (ORDER BY r.created_at, r.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier_end
    FROM recent r WHERE r.status = 1 AND r.completed_at IS NOT NULL
  )
  SELECT (SELECT count(*)::int FROM gaps WHERE gap < $3) AS burst_clicks,
    (SELECT count(*)::int FROM completes) AS completes,
    (SELECT count(*)::int FROM completes WHERE earlier_end > created_at) AS overlapping,
    (SELECT coalesce(sum(s.loi) FILTER (WHERE r.status = 1), 0)::float8 / nullif(sum(s.loi), 0)::float8
       FROM recent r JOIN admin.surveys s ON s.id = r.survey_id) AS time_in_completes`;

export async function loadRecentClickFigures(db: Queryable, userId: number): Promise<RecentClickFigures> {
  const { rows } = await db.query<{ burst_clicks: number; completes: number; overlapping: number; time_in_completes: number | null }>(
    RECENT_SQL,
    [userId, RECENT_CLICKS_WINDOW, BURST_GAP_SECONDS],
  );
  const r = rows[0]!;
  return {
    burstClicks: r.burst_clicks,
    completes: r.completes,
    overlapping: r.overlapping,
    timeInCompletes: Math.round(num(r.time_in_completes) * 10_000) / 10_000,
  };
}

/** Platforms of the last 100 clicks, told from their user agents. */
const PLATFORMS_SQL = `
  SELECT CASE
      WHEN r.user_agent IS NULL THEN 'unknown'
      WHEN r.user_agent ILIKE '%iphone%' OR r.user_agent ILIKE '%ipad%' THEN 'ios'
      WHEN r.user_agent ILIKE '%android%' THEN 'android'
      WHEN r.user_agent ILIKE '%mobile%' THEN 'web-mobile'
      ELSE 'desktop' END AS platform,
    count(*)::int AS count
  FROM (SELECT c.user_agent FROM admin.clicks c WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT 100) r
  GROUP BY 1 ORDER BY 2 DESC, 1`;

export async function loadLast100Platforms(db: Queryable, userId: number): Promise<Array<{ platform: string; count: number }>> {
  return (await db.query<{ platform: string; count: number }>(PLATFORMS_SQL, [userId])).rows;
}
