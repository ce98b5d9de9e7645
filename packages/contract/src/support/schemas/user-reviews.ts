import { z } from 'zod';
import { REASSIGN_MAX_UUIDS, USER_REVIEWS_MAX_PER_PAGE, USER_REVIEWS_PER_PAGE } from '../constants.ts';
import { REVIEW_MESSAGES } from '../messages.ts';
import { DEFAULT_REVIEW_LIST_STATUS, DEFAULT_REVIEW_SORT, REVIEW_SORTS } from '../review-status.ts';
import { ZAdminRef, ZOption, ZPagination, ZTimestamp, zPage, zPerPage } from './common.ts';

/** Admin id 0 in the admin filter stands for "not assigned to anyone". */
export const UNASSIGNED_ADMIN_ID = 0;

const zReviewStatus = z.coerce.number().int().min(0).max(4);

/** POST /support/api/user-reviews?page&per_page */
export const ZUserReviewListQuery = z.object({
  page: zPage(),
  per_page: zPerPage(USER_REVIEWS_PER_PAGE, USER_REVIEWS_MAX_PER_PAGE),
});

/** Review filters (specification 03, section 3); status defaults to 1, null lists every status. */
export const ZUserReviewFilters = z.object({
  user_id: z.coerce.number().int().positive().nullish(),
  admin_ids: z.array(z.coerce.number().int().min(0)).optional(),
  apps: z.array(z.coerce.number().int()).optional(),
  user_statuses: z.array(z.coerce.number().int()).optional(),
  countries: z.array(z.string().trim().toUpperCase().length(2)).optional(),
  status: z.union([z.null(), zReviewStatus]).default(DEFAULT_REVIEW_LIST_STATUS),
});
export type UserReviewFilters = z.infer<typeof ZUserReviewFilters>;

export const ZUserReviewListBody = z
  .object({
    filters: ZUserReviewFilters.default({ status: DEFAULT_REVIEW_LIST_STATUS }),
    sort: z.enum(REVIEW_SORTS).default(DEFAULT_REVIEW_SORT),
  })
  .default({ filters: { status: DEFAULT_REVIEW_LIST_STATUS }, sort: DEFAULT_REVIEW_SORT });

/**
 * A review item: one per user in the review queue. `assignee` is the review admin it is assigned to
 * (what the admin filter and reassign act on); `admin` is the admin who set its current status.
 */
export const ZUserReview = z.object({
  uuid: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  user: z.object({
    id: z.number().int(),
    hash: z.string(),
    status: z.number().int(),
    country_code: z.string().nullable(),
    app: z.object({ id: z.number().int(), name: z.string() }),
  }),
  admin: ZAdminRef.nullable(),
  assignee: ZAdminRef.nullable(),
  created_at: ZTimestamp,
  status_changed_at: ZTimestamp,
  updated_at: ZTimestamp,
});
export type UserReview = z.infer<typeof ZUserReview>;

export const ZUserReviewListAnswer = z.object({ data: z.array(ZUserReview), pagination: ZPagination });
export type UserReviewListAnswer = z.infer<typeof ZUserReviewListAnswer>;

/** GET /support/api/user-reviews/list/filters: the option lists of the filter bar. */
export const ZUserReviewFilterOptions = z.object({
  user_id: z.array(ZOption),
  admin_id: z.array(ZOption),
  apps: z.array(ZOption),
  user_status: z.array(ZOption),
  status: z.array(ZOption),
  countries: z.array(ZOption),
});
export type UserReviewFilterOptions = z.infer<typeof ZUserReviewFilterOptions>;

/** PUT /support/api/user-reviews/reassign */
export const ZReassignBody = z.object({
  admin_id: z.number({ error: REVIEW_MESSAGES.adminNotFound }).int().positive(REVIEW_MESSAGES.adminNotFound),
  user_review_uuids: z
    .array(z.string(), { error: REVIEW_MESSAGES.reassignNoUuids })
    .min(1, REVIEW_MESSAGES.reassignNoUuids)
    .max(REASSIGN_MAX_UUIDS, REVIEW_MESSAGES.reassignTooMany),
});
export type ReassignBody = z.infer<typeof ZReassignBody>;

export const ZReassignFailure = z.object({ uuid: z.string(), reason: z.string() });
export const ZReassignAnswer = z.object({
  successful_reviews: z.array(ZUserReview),
  failed_uuids: z.array(z.string()),
  /** Why each failed uuid failed, in the order of failed_uuids. */
  failures: z.array(ZReassignFailure),
  success_count: z.number().int(),
  failed_count: z.number().int(),
});
export type ReassignAnswer = z.infer<typeof ZReassignAnswer>;

/** GET /support/api/user-reviews/statistic (the spec leaves the shape open: counts by status, app, admin, age). */
export const ZUserReviewStatistic = z.object({
  total: z.number().int(),
  /** Reviews not yet judged good or perfect (statuses 0, 1, 2). */
  open_total: z.number().int(),
  open_unassigned: z.number().int(),
  by_status: z.array(z.object({ status: z.number().int(), label: z.string(), count: z.number().int() })),
  /** Open reviews by the user's app. */
  by_app: z.array(z.object({ app_id: z.number().int(), app_name: z.string(), count: z.number().int() })),
  /** Open reviews by assignee; admin_id null is "not assigned". */
  by_admin: z.array(
    z.object({ admin_id: z.number().int().nullable(), admin_name: z.string(), hex_color: z.string().nullable(), count: z.number().int() }),
  ),
  /** Open reviews by time since their status last changed. */
  by_age: z.array(z.object({ bucket: z.string(), label: z.string(), count: z.number().int() })),
  /** Reviews judged (status changed to good or perfect) since midnight UTC. */
  judged_today: z.number().int(),
});
export type UserReviewStatistic = z.infer<typeof ZUserReviewStatistic>;
export const ZUserReviewStatisticAnswer = z.object({ data: ZUserReviewStatistic });

/** GET /support/api/users/:userId/review-history: newest first, at most REVIEW_HISTORY_LIMIT entries. */
export const REVIEW_HISTORY_EVENTS = ['created', 'status_changed', 'reassigned'] as const;
export const ZReviewHistoryEntry = z.object({
  id: z.number().int(),
  review_uuid: z.string(),
  event: z.enum(REVIEW_HISTORY_EVENTS),
  previous_status: z.number().int().nullable(),
  status: z.number().int(),
  status_label: z.string(),
  /** The review admin the review was assigned to after this entry. */
  assignee: ZAdminRef.nullable(),
  /** Who made the change; null for the platform's own checks. */
  admin: ZAdminRef.nullable(),
  created_at: ZTimestamp,
});
export type ReviewHistoryEntry = z.infer<typeof ZReviewHistoryEntry>;
export const ZReviewHistoryAnswer = z.object({ data: z.array(ZReviewHistoryEntry) });

export const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive() });
