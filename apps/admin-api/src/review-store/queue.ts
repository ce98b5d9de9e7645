import type { Queryable } from '@bo/db';
import { NEEDS_REVIEW_STATUSES, USERS_TO_REVIEW_LIMIT, type ReviewStoreUser } from '@bo/contract';
import { STORE_USER_SELECT, presentStoreUser, type StoreUserRow } from './store-user.ts';

/**
 * Users needing review (status new or review) that the admin can take: assigned to them or to
 * nobody. Theirs come first, then the longest waiting.
 */
const NEEDS_REVIEW_WHERE = 'WHERE r.status = ANY($1::int[]) AND (r.assignee_admin_id = $2 OR r.assignee_admin_id IS NULL)';

export async function usersToReview(db: Queryable, adminId: number, limit = USERS_TO_REVIEW_LIMIT): Promise<ReviewStoreUser[]> {
  const { rows } = await db.query<StoreUserRow>(
    `${STORE_USER_SELECT} ${NEEDS_REVIEW_WHERE}
      ORDER BY (r.assignee_admin_id IS NULL), r.status_changed_at, r.uuid LIMIT $3`,
    [[...NEEDS_REVIEW_STATUSES], adminId, limit],
  );
  return rows.map(presentStoreUser);
}

export async function countUsersNeedingReview(db: Queryable, adminId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support.user_reviews r ${NEEDS_REVIEW_WHERE}`, [
    [...NEEDS_REVIEW_STATUSES],
    adminId,
  ]);
  return rows[0]?.n ?? 0;
}
