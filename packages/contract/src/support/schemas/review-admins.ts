import { z } from 'zod';
import { REVIEW_MESSAGES } from '../messages.ts';
import { ASSIGNABLE_SUPPORT_REVIEW_STATUSES } from '../../enums/staff.ts';

/** An admin with their review-admin flags (GET/PUT /support/api/admin, POST /support/api/admins/filter). */
export const ZReviewAdmin = z.object({
  id: z.number().int(),
  name: z.string(),
  hex_color: z.string(),
  is_review_admin: z.boolean(),
  support_review_status: z.number().int().nullable(),
  support_review_status_label: z.string().nullable(),
  /** Whether reviews may be assigned to this admin (a review admin with status 0 or 1). */
  is_assignable: z.boolean(),
});
export type ReviewAdmin = z.infer<typeof ZReviewAdmin>;

export const ZReviewAdminAnswer = z.object({ data: ZReviewAdmin });
export const ZReviewAdminListAnswer = z.object({ data: z.array(ZReviewAdmin) });

/** PUT /support/api/admin: the calling admin's own review status. */
export const ZSupportReviewStatusBody = z.object({
  support_review_status: z
    .number({ error: REVIEW_MESSAGES.supportReviewStatusInvalid })
    .int(REVIEW_MESSAGES.supportReviewStatusInvalid)
    .min(0, REVIEW_MESSAGES.supportReviewStatusInvalid)
    .max(2, REVIEW_MESSAGES.supportReviewStatusInvalid),
});

const zFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** POST /support/api/admins/filter; the screen asks for is_review_admin 1 and support_review_status [0, 1]. */
export const ZReviewAdminFilterBody = z
  .object({
    is_review_admin: zFlag.default(true),
    support_review_status: z.array(z.number().int()).default([...ASSIGNABLE_SUPPORT_REVIEW_STATUSES]),
  })
  .default({ is_review_admin: true, support_review_status: [...ASSIGNABLE_SUPPORT_REVIEW_STATUSES] });
