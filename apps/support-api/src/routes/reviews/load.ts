import type { Queryable } from '@bo/db';
import { presentUserReview, type UserReview, type UserReviewRow } from '@bo/contract';

/** Reviews as every screen shows them (the view of migration 006); the WHERE goes after it, on alias i. */
export const REVIEW_SELECT = 'SELECT i.* FROM support.user_review_items i';

/** The reviews with these uuids, newest first. */
export async function loadReviews(db: Queryable, uuids: readonly string[]): Promise<UserReview[]> {
  if (uuids.length === 0) return [];
  const { rows } = await db.query<UserReviewRow>(`${REVIEW_SELECT} WHERE i.uuid = ANY($1::text[]) ORDER BY i.created_at DESC, i.uuid`, [
    uuids,
  ]);
  return rows.map(presentUserReview);
}
