import { USER_DETAILS_MESSAGES, protectionFields, protectionIssues, type UserStatusChange } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { fieldErrors, notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../../../user-actions/audit.ts';
import { applyStatusChange, lockStatusBlock } from '../../../user-actions/status/apply.ts';

/** The approval a change was applied under, named in its audit entry beside the approver. */
export interface AppliedApproval {
  request_id: number;
  requested_by_admin_id: number;
  requested_original_admin_id: number | null;
  requested_at: string;
}

/**
 * One status change inside the caller's transaction, the same for PUT /api/users/:id/status and an
 * approved request: under the row lock the protection rules are checked against the status the user has
 * now (422 with the rule's message), then the change and its audit entry are written together.
 */
export async function changeUserStatus(
  tx: Queryable,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId' | 'requestId'>,
  userId: number,
  change: UserStatusChange,
  requestUrl: string,
  approval?: AppliedApproval,
): Promise<void> {
  const before = await lockStatusBlock(tx, userId);
  if (!before) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
  const issues = protectionIssues(change, before.status);
  if (issues.length > 0) throw unprocessable(fieldErrors(issues.map((i) => ({ path: [i.path], message: i.message }))));
  const after = await applyStatusChange(tx, userId, change, protectionFields(before.status, change.comment), ctx.adminId);
  await recordUserAction(tx, ctx, {
    userId,
    action: 'status',
    requestUrl,
    before,
    after: {
      ...after,
      comment: change.comment,
      // Recorded only when used, so the entries of ordinary changes keep their shape.
      ...(change.test_mode ? { test_mode: true } : {}),
      ...(approval ? { approval } : {}),
    },
  });
}
