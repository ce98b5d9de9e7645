import type { Db } from '@bo/db';
import type { RemovedReview } from '@bo/contract';

export interface StatusChange {
  reviewUuid: string;
  /** What the review was before; null when the user was not in the queue yet. */
  before: RemovedReview | null;
  /** Whether anything changed (a user set to the status they have changes nothing). */
  changed: boolean;
}

/**
 * Sets a user's review status: queues the user when they have no review yet, records the change in
 * the review history, and names the admin who set it. One transaction.
 */
export async function setReviewStatus(db: Db, userId: number, status: number, adminId: number): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    // Queue the user if they are not yet; a concurrent insert makes this wait, then conflict.
    const created = await tx.query<{ uuid: string }>(
      `INSERT INTO support.user_reviews (user_id, status, status_admin_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING RETURNING uuid::text AS uuid`,
      [userId, status, adminId],
    );
    if (created.rows[0]) {
      const uuid = created.rows[0].uuid;
      await tx.query(
        `INSERT INTO support.review_history (review_uuid, user_id, event, previous_status, status, admin_id) VALUES ($1, $2, 'created', NULL, $3, $4)`,
        [uuid, userId, status, adminId],
      );
      return { reviewUuid: uuid, before: null, changed: true };
    }
    const current = await tx.query<{ uuid: string; status: number; assignee_admin_id: number | null }>(
      'SELECT uuid::text AS uuid, status, assignee_admin_id FROM support.user_reviews WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    const review = current.rows[0]!;
    if (review.status === status) return { reviewUuid: review.uuid, before: null, changed: false };
    await tx.query(
      `UPDATE support.user_reviews SET status = $2, status_admin_id = $3, status_changed_at = now(), updated_at = now() WHERE uuid = $1`,
      [review.uuid, status, adminId],
    );
    await tx.query(
      `INSERT INTO support.review_history (review_uuid, user_id, event, previous_status, status, assignee_admin_id, admin_id)
       VALUES ($1, $2, 'status_changed', $3, $4, $5, $6)`,
      [review.uuid, userId, review.status, status, review.assignee_admin_id, adminId],
    );
    return {
      reviewUuid: review.uuid,
      before: { uuid: review.uuid, user_id: userId, previous_status: review.status, previous_assignee_id: review.assignee_admin_id },
      changed: true,
    };
  });
}
