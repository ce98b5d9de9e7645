import { z } from 'zod';
import { ZTimestamp, dataOf } from '../user-details/schemas/common.ts';
import { ZPathId } from '../user-details/schemas/params.ts';
import { STATUS_APPROVAL_STATES } from './approval-rules.ts';
import { STATUS_APPROVAL_MESSAGES as M, STATUS_COMMENT_MAX } from './status.ts';

export * from './approval-rules.ts';

/**
 * The approval step of a status change (specification 02, section 4: "after an approval step the user
 * can be Active again"). A staff admin's ban, shadow ban or activation is stored as a request
 * (POST /api/users/:id/status-approval, the body of PUT /api/users/:id/status); an admin or super admin
 * approves it (applied exactly as PUT /status would), rejects it, or the requester cancels it.
 */
export const ZStatusApprovalParams = z.object({ id: ZPathId, requestId: ZPathId });

/** POST .../reject: an optional reason, kept with the closed request. */
export const ZStatusApprovalRejectBody = z.object({
  reason: z.string().trim().max(STATUS_COMMENT_MAX, M.reasonTooLong).nullable().optional(),
});
export type StatusApprovalRejectInput = z.input<typeof ZStatusApprovalRejectBody>;

const ZAdminRef = z.object({ id: z.number().int(), name: z.string().nullable() });

/** The stored status change: what PUT /api/users/:id/status would have been sent. */
export const ZStoredStatusChange = z.object({
  status: z.number().int(),
  comment: z.string(),
  ban_indefinite: z.boolean(),
  ban_expiry: z.string().nullable(),
  protected_status: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  protected_until: z.string().nullable(),
  protected_completes: z.number().nullable(),
  protected_offers_payout: z.number().nullable(),
  test_mode: z.boolean(),
});
export type StoredStatusChange = z.infer<typeof ZStoredStatusChange>;

/** One approval request; `requested_as` / `decided_as` name the admin signed in behind a switched account. */
export const ZStatusApprovalRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  state: z.enum(STATUS_APPROVAL_STATES),
  change: ZStoredStatusChange,
  requested_by: ZAdminRef,
  requested_as: ZAdminRef.nullable(),
  requested_at: ZTimestamp,
  decided_by: ZAdminRef.nullable(),
  decided_as: ZAdminRef.nullable(),
  decided_at: ZTimestamp.nullable(),
  reason: z.string().nullable(),
});
export type StatusApprovalRequest = z.infer<typeof ZStatusApprovalRequest>;

/** GET /api/users/:id/status-approval: the user's pending request, or null. */
export const ZPendingStatusApprovalAnswer = dataOf(ZStatusApprovalRequest.nullable());

/** The answer of request, reject and cancel: the toast's message and the request as it now is. */
export const ZStatusApprovalAnswer = z.object({ message: z.string(), data: ZStatusApprovalRequest });
export type StatusApprovalAnswer = z.infer<typeof ZStatusApprovalAnswer>;
