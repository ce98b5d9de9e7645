import { z } from 'zod';
import { dataOf } from '../user-details/schemas/common.ts';
import { expiryIssues, ZUserStatusChangeBody } from './status.ts';

/**
 * Bulk status changes from a users list (ours, after specification 04's "bulk Ban, On Hold, Review
 * through the user-details status call and approval rules"): the statuses a list may set for many users
 * at once, and how many users one call may name.
 */
export const USER_BULK_STATUSES = [2, 4, 6] as const;
export const USER_BULK_STATUS_MAX = 100;

export const USER_BULK_STATUS_MESSAGES = {
  usersRequired: 'Select at least one user',
  tooManyUsers: `At most ${USER_BULK_STATUS_MAX} users at once`,
  statusInvalid: 'Only Ban, On Hold and Review can be set for several users at once',
} as const;

/**
 * PUT /api/users/status: one status change (the single-user body, without activation and its
 * protection) for every user named, all in one transaction or none.
 */
export const ZUserBulkStatusChange = ZUserStatusChangeBody.extend({
  user_ids: z
    .array(z.number().int().positive())
    .min(1, USER_BULK_STATUS_MESSAGES.usersRequired)
    .max(USER_BULK_STATUS_MAX, USER_BULK_STATUS_MESSAGES.tooManyUsers),
  status: z.number().refine((s) => (USER_BULK_STATUSES as readonly number[]).includes(s), USER_BULK_STATUS_MESSAGES.statusInvalid),
}).superRefine((body, ctx) => {
  for (const i of expiryIssues(body)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
});
export type UserBulkStatusChange = z.output<typeof ZUserBulkStatusChange>;

export const ZUserBulkStatusAnswer = dataOf(z.object({ changed: z.number().int() }));
