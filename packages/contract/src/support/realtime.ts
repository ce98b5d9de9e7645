/**
 * Events the review screens receive over the websocket (specification 03, section 7: review
 * additions and removals, and statistics). The chat area already uses the bare type `statistics`
 * for its own counts, so the review statistic is `review.statistics`.
 */
export const REVIEW_EVENT = {
  /** { reason, reviews: UserReview[] } — reviews as they are now (a new assignee or status). */
  added: 'review.added',
  /** { reason, reviews: RemovedReview[] } — reviews as they were: drop them from the lists they matched. */
  removed: 'review.removed',
  /** UserReviewStatistic, after every change. */
  statistics: 'review.statistics',
} as const;
export type ReviewEventType = (typeof REVIEW_EVENT)[keyof typeof REVIEW_EVENT];

/** Why a review was added or removed. */
export const REVIEW_CHANGE_REASONS = ['reassigned', 'status_changed', 'created'] as const;
export type ReviewChangeReason = (typeof REVIEW_CHANGE_REASONS)[number];

/** Review events go to whoever may open a reviews screen. */
export const REVIEW_EVENT_PERMISSIONS = ['user_reviews', 'support_user_reviews'] as const;
