import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bo/db';
import type { EventBus } from '@bo/server-kit';
import { reviewChangeEvents, type RemovedReview, type ReviewChangeReason, type UserReview } from '@bo/contract';
import { reviewStatistic } from './statistic.ts';

export interface ReviewEventDeps {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
}

/**
 * After reviews changed (already committed): review.removed, review.added and the new statistic.
 * A bus failure is logged, never turned into an error answer.
 */
export async function publishReviewChanges(
  deps: ReviewEventDeps,
  reason: ReviewChangeReason,
  removed: RemovedReview[],
  added: UserReview[],
): Promise<void> {
  try {
    for (const event of reviewChangeEvents(reason, removed, added, await reviewStatistic(deps.db))) await deps.events.publish(event);
  } catch (error) {
    deps.log.error({ err: error, reason }, 'publishing review events failed');
  }
}
