import { z } from 'zod';
import { REVIEW_MESSAGES } from '../messages.ts';
import { ZAdminRef, ZTimestamp, zList } from './common.ts';

/** Counts the review store can add to a user (statisticRelations, comma-joined); all when absent. */
export const USER_STATISTIC_RELATIONS = [
  'clicks',
  'completes',
  'offer_clicks',
  'offer_events',
  'payments',
  'notes',
  'review_history',
] as const;
export type UserStatisticRelation = (typeof USER_STATISTIC_RELATIONS)[number];

/** A user as the review store holds it: hash (unique lookup), review status and who reviews it. */
export const ZReviewStoreUser = z.object({
  id: z.number().int(),
  hash: z.string(),
  email: z.string().nullable(),
  app_id: z.number().int(),
  app_name: z.string(),
  country_code: z.string().nullable(),
  /** Account status (1 Active ... 6 On Hold). */
  status: z.number().int(),
  /** Review status 0 new, 1 problem, 2 review, 3 good, 4 perfect; 0 for a user never queued. */
  review_status: z.number().int(),
  review_status_label: z.string(),
  review_uuid: z.string().nullable(),
  assignee: ZAdminRef.nullable(),
  created_at: ZTimestamp,
});
export type ReviewStoreUser = z.infer<typeof ZReviewStoreUser>;

export const ZStatisticRelationsQuery = z.object({ statisticRelations: zList(z.enum(USER_STATISTIC_RELATIONS)) });

export const ZUserStatistics = z.partialRecord(z.enum(USER_STATISTIC_RELATIONS), z.number().int());
export const ZUserStatisticsAnswer = z.object({ data: z.object({ user: ZReviewStoreUser, statistics: ZUserStatistics }) });

/** POST /api/users/update-review-status: the user by id or hash, status 0 to 4 (another value is 422). */
export const ZUpdateReviewStatusBody = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    hash: z.string().trim().min(1).optional(),
    status: z
      .number({ error: REVIEW_MESSAGES.reviewStatusInvalid })
      .int(REVIEW_MESSAGES.reviewStatusInvalid)
      .min(0, REVIEW_MESSAGES.reviewStatusInvalid)
      .max(4, REVIEW_MESSAGES.reviewStatusInvalid),
  })
  .refine((body) => body.user_id !== undefined || body.hash !== undefined, {
    message: REVIEW_MESSAGES.userOrHashRequired,
    path: ['user_id'],
  });

export const ZReviewStoreUserAnswer = z.object({ data: ZReviewStoreUser });
export const ZUpdateReviewStatusAnswer = z.object({ message: z.string(), data: ZReviewStoreUser });
export const ZReviewStoreUserListAnswer = z.object({ data: z.array(ZReviewStoreUser) });
/** The client reads data.data with a fallback of 0 (specification 03, section 7). */
export const ZCountUserNeedReviewAnswer = z.object({ data: z.number().int() });
export const ZUserToReviewAnswer = z.object({ data: ZReviewStoreUser.nullable() });

export const ZUserHashParams = z.object({ hash: z.string().min(1).max(128) });
