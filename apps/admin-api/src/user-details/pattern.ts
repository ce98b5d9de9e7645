import type { Queryable } from '@bo/db';
import { PATTERN_WINDOW_DAYS } from './constants.ts';
import { isBanned } from './sql.ts';

/** A sign-up pattern: users of one app, country and source who signed up around the same time. */
export interface SignupPattern {
  app_id: number;
  country_code: string | null;
  external_source: string | null;
  /** The user's sign-up: the window is PATTERN_WINDOW_DAYS either side, the 24-hour share one day either side. */
  around: Date;
}

/** The WHERE of the users `o` in a pattern ($1 app, $2 country, $3 source, $4 sign-up time, $5 window days, $6 the user left out). */
export const PATTERN_WHERE = `o.app_id = $1 AND o.country_code = $2 AND o.external_source = $3
  AND o.created_at BETWEEN $4::timestamptz - $5 * interval '1 day' AND $4::timestamptz + $5 * interval '1 day' AND o.id <> $6`;

export const patternParams = (p: SignupPattern, userId: number): unknown[] => [
  p.app_id,
  p.country_code,
  p.external_source,
  p.around,
  PATTERN_WINDOW_DAYS,
  userId,
];

export interface PatternFigures {
  total: number;
  banned: number;
  total24h: number;
  banned24h: number;
}

const FIGURES_SQL = `
  SELECT count(*)::int AS total, count(*) FILTER (WHERE ${isBanned('o')})::int AS banned,
    count(*) FILTER (WHERE o.created_at BETWEEN $4::timestamptz - interval '1 day' AND $4::timestamptz + interval '1 day')::int AS total24h,
    count(*) FILTER (WHERE ${isBanned('o')} AND o.created_at BETWEEN $4::timestamptz - interval '1 day' AND $4::timestamptz + interval '1 day')::int AS banned24h
  FROM admin.users o WHERE ${PATTERN_WHERE}`;

/** Counts of a pattern from the (app_id, country_code, external_source, created_at) index; empty without a country or source. */
export async function patternFigures(db: Queryable, pattern: SignupPattern, userId: number): Promise<PatternFigures> {
  if (pattern.country_code === null || pattern.external_source === null) return { total: 0, banned: 0, total24h: 0, banned24h: 0 };
  const { rows } = await db.query<PatternFigures>(FIGURES_SQL, patternParams(pattern, userId));
  return rows[0]!;
}
