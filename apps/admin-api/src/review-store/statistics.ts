import type { Queryable } from '@bo/db';
import { USER_STATISTIC_RELATIONS, type UserStatisticRelation } from '@bo/contract';

/** How each relation of statisticRelations is counted for one user ($1); every count reads an index on user_id. */
const RELATION_COUNT_SQL: Readonly<Record<UserStatisticRelation, string>> = {
  clicks: 'SELECT count(*)::int FROM admin.clicks WHERE user_id = $1',
  completes: 'SELECT count(*)::int FROM admin.clicks WHERE user_id = $1 AND status = 1',
  offer_clicks: 'SELECT count(*)::int FROM admin.offer_clicks WHERE user_id = $1',
  offer_events: 'SELECT count(*)::int FROM admin.offer_events WHERE user_id = $1',
  payments: 'SELECT count(*)::int FROM admin.payments WHERE user_id = $1',
  notes: 'SELECT count(*)::int FROM support.user_notes WHERE user_id = $1',
  review_history: 'SELECT count(*)::int FROM support.review_history WHERE user_id = $1',
};

/** The asked counts of a user (all of them when none is named), in one query. */
export async function userStatistics(
  db: Queryable,
  userId: number,
  relations?: readonly UserStatisticRelation[],
): Promise<Partial<Record<UserStatisticRelation, number>>> {
  const wanted = [...new Set(relations?.length ? relations : USER_STATISTIC_RELATIONS)];
  const { rows } = await db.query<Record<string, number>>(`SELECT ${wanted.map((r) => `(${RELATION_COUNT_SQL[r]}) AS ${r}`).join(', ')}`, [
    userId,
  ]);
  return Object.fromEntries(wanted.map((r) => [r, rows[0]?.[r] ?? 0]));
}
