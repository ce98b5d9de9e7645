import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bo/db';
import type { EventBus } from '@bo/server-kit';
import {
  REVIEW_STATISTIC_ARGS,
  presentReviewStatistic,
  presentUserReview,
  reviewChangeEvents,
  type RemovedReview,
  type ReviewStatisticCounts,
  type UserReviewRow,
} from '@bo/contract';

/**
 * After a status change set through the review store (already committed): the same review events
 * the support API publishes, read from the same view and statistic function (migration 006).
 */
export async function publishStatusChange(
  db: Db,
  events: EventBus,
  log: FastifyBaseLogger,
  reviewUuid: string,
  before: RemovedReview | null,
): Promise<void> {
  try {
    const review = await db.query<UserReviewRow>('SELECT * FROM support.user_review_items WHERE uuid = $1', [reviewUuid]);
    const counts = await db.query<{ counts: ReviewStatisticCounts }>(
      'SELECT support.review_statistic($1::int[], $2::int[], $3::int[]) AS counts',
      [...REVIEW_STATISTIC_ARGS],
    );
    const reason = before ? 'status_changed' : 'created';
    for (const event of reviewChangeEvents(
      reason,
      before ? [before] : [],
      review.rows.map(presentUserReview),
      presentReviewStatistic(counts.rows[0]!.counts),
    )) {
      await events.publish(event);
    }
  } catch (error) {
    log.error({ err: error, reviewUuid }, 'publishing review events failed');
  }
}
