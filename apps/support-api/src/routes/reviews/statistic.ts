import type { Queryable } from '@bo/db';
import { REVIEW_STATISTIC_ARGS, presentReviewStatistic, type ReviewStatisticCounts, type UserReviewStatistic } from '@bo/contract';

/** The review statistic: counts by status, and open reviews by app, assignee and age (support.review_statistic, migration 006). */
export async function reviewStatistic(db: Queryable): Promise<UserReviewStatistic> {
  const { rows } = await db.query<{ counts: ReviewStatisticCounts }>(
    'SELECT support.review_statistic($1::int[], $2::int[], $3::int[]) AS counts',
    [...REVIEW_STATISTIC_ARGS],
  );
  return presentReviewStatistic(rows[0]!.counts);
}
