import type { Queryable } from '@bo/db';
import { PATTERN_USERS_LISTED } from './constants.ts';
import { isoRequired, percent } from './format.ts';
import { PATTERN_WHERE, patternFigures, patternParams, type SignupPattern } from './pattern.ts';

/** What the query may change of the user's sign-up pattern: another app, country or source. */
export interface PatternOverrides {
  app_id?: number;
  country_code?: string;
  external_source?: string;
}

/**
 * Users of the user's sign-up pattern (or the pattern the overrides make of it) with the pattern's ban rates;
 * null when there is no such user.
 */
export async function loadPatternRiskUsers(db: Queryable, userId: number, overrides: PatternOverrides) {
  const { rows } = await db.query<{
    app_id: number;
    country_code: string | null;
    external_source: string | null;
    created_at: Date;
  }>('SELECT app_id, btrim(country_code) AS country_code, external_source, created_at FROM admin.users WHERE id = $1', [userId]);
  const user = rows[0];
  if (!user) return null;
  const pattern: SignupPattern = {
    app_id: overrides.app_id ?? user.app_id,
    country_code: overrides.country_code ?? user.country_code,
    external_source: overrides.external_source ?? user.external_source,
    around: user.created_at,
  };
  const figures = await patternFigures(db, pattern, userId);
  const listed =
    pattern.country_code === null || pattern.external_source === null
      ? []
      : (
          await db.query<{ id: number; status: number; email: string | null; created_at: Date }>(
            `SELECT o.id, o.status, o.email, o.created_at FROM admin.users o WHERE ${PATTERN_WHERE} ORDER BY o.created_at DESC, o.id DESC LIMIT $7`,
            [...patternParams(pattern, userId), PATTERN_USERS_LISTED],
          )
        ).rows;
  return {
    data: listed.map((u) => ({ id: Number(u.id), status: u.status, email: u.email, created_at: isoRequired(u.created_at) })),
    total: figures.total,
    banned_percentage: percent(figures.banned, figures.total),
    banned_percentage_24h: percent(figures.banned24h, figures.total24h),
  };
}
