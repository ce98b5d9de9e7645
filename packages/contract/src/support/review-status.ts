import { ASSIGNABLE_SUPPORT_REVIEW_STATUSES } from '../enums/staff.ts';
import { defineEnum } from '../enums/define.ts';
import { userReviewStatus } from '../enums/user.ts';

/**
 * The user review status (enums/user.ts: 0 new, 1 problem, 2 review, 3 good, 4 perfect) is both the
 * status of a user's review item in the support queue and the review status the review store reads
 * and sets for that user: a user has at most one review item.
 */
const S = userReviewStatus.value;
export const reviewStatusLabel = (status: number): string => userReviewStatus.labelOf(status) ?? String(status);

/** The review list opens on problem reviews (specification 03, section 3: status default 1). */
export const DEFAULT_REVIEW_LIST_STATUS: number = S.problem;
/** Users "needing review" in the review store: never looked at, or sent back for another review. */
export const NEEDS_REVIEW_STATUSES: readonly number[] = [S.new, S.review];
/** Reviews still open (not judged good or perfect); statistics by app, admin and age count these. */
export const OPEN_REVIEW_STATUSES: readonly number[] = [S.new, S.problem, S.review];
/** A user never put in the review queue reads as new. */
export const NOT_QUEUED_REVIEW_STATUS: number = S.new;

/**
 * A review admin's own availability (core.admins.support_review_status). Only 0 and 1 can be
 * assigned reviews and a status-0 admin still appears in the admin filter (specification 03,
 * sections 2 and 6); the names of the values are ours.
 */
export const supportReviewStatus = defineEnum('supportReviewStatus', {
  paused: { value: 0, label: 'Paused' },
  active: { value: 1, label: 'Active' },
  away: { value: 2, label: 'Away' },
});
export { ASSIGNABLE_SUPPORT_REVIEW_STATUSES };
export const isAssignableReviewAdmin = (admin: { is_review_admin: boolean; support_review_status: number | null }): boolean =>
  admin.is_review_admin && admin.support_review_status !== null && ASSIGNABLE_SUPPORT_REVIEW_STATUSES.includes(admin.support_review_status);

/** Sorting of the review list; newest first by default (specification 03, section 9). */
export const REVIEW_SORTS = ['newest', 'oldest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/** Age buckets of open reviews in the statistic: time since the review's status last changed. */
export const REVIEW_AGE_BUCKETS = [
  { key: 'under_1h', label: 'Under 1 hour', maxHours: 1 },
  { key: 'under_24h', label: '1 to 24 hours', maxHours: 24 },
  { key: 'under_7d', label: '1 to 7 days', maxHours: 24 * 7 },
  { key: 'over_7d', label: 'Over 7 days', maxHours: null },
] as const;
