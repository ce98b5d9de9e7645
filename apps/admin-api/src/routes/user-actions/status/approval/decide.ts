import {
  STATUS_ACTION_TOASTS,
  STATUS_APPROVAL_MESSAGES as M,
  ZUserStatusChange,
  approvalDecisionRefusal,
  mayCancelApproval,
  type StatusApprovalRequest,
  STATUS_ACTION_CALL,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import {
  conflict,
  fieldErrors,
  forbidden,
  notFound,
  unprocessable,
  type FastifyPluginAsyncZod,
  type RequestContext,
  routeCall,
} from '@bo/server-kit';
import { recordUserAction } from '../../../../user-actions/audit.ts';
import { loadStatusAnswer } from '../answer.ts';
import { changeUserStatus } from '../change.ts';
import { closeApproval, loadApproval, lockApproval } from '../../../../user-actions/status/approval/rows.ts';

type Params = { id: number; requestId: number };

/** The locked request, still pending; 404 or 409 otherwise. */
async function pendingRequest(tx: Queryable, { id, requestId }: Params): Promise<StatusApprovalRequest> {
  const found = await lockApproval(tx, id, requestId);
  if (!found) throw notFound(M.notFound(requestId));
  if (found.state !== 'pending') throw conflict(M.notPending);
  return found;
}

const requesterOf = (r: StatusApprovalRequest) => ({ adminId: r.requested_by.id, originalAdminId: r.requested_as?.id ?? null });

/** An approver (role 1 or 2, not the requester: approval-rules.ts), or 403 with the rule's message. */
function assertApprover(ctx: RequestContext, r: StatusApprovalRequest): void {
  const refusal = approvalDecisionRefusal(ctx, requesterOf(r));
  if (refusal) throw forbidden(refusal);
}

/**
 * Approve, reject or cancel a pending request. Approve applies the stored change exactly as
 * PUT /api/users/:id/status would (the body rules and the protection rules against the user's status
 * now, one transaction, the same 'status' audit entry naming the approver and, under `approval`, the
 * requester); a change that no longer applies answers 422 with the rule's message and stays pending.
 */
export const statusApprovalDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, STATUS_ACTION_CALL.statusApprovalApprove, async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const pending = await pendingRequest(tx, request.params);
      assertApprover(request.ctx, pending);
      const change = ZUserStatusChange.safeParse(pending.change);
      if (!change.success) throw unprocessable(fieldErrors(change.error.issues));
      await changeUserStatus(tx, request.ctx, id, change.data, request.url, {
        request_id: pending.id,
        requested_by_admin_id: pending.requested_by.id,
        requested_original_admin_id: pending.requested_as?.id ?? null,
        requested_at: pending.requested_at,
      });
      await closeApproval(tx, pending.id, 'approved', request.ctx, null);
    });
    return { data: await loadStatusAnswer(app.db, id, new Date()) };
  });

  routeCall(app, STATUS_ACTION_CALL.statusApprovalReject, async (request) => {
    const reason = request.body.reason || null;
    await app.db.transaction(async (tx) => {
      const pending = await pendingRequest(tx, request.params);
      assertApprover(request.ctx, pending);
      await closeApproval(tx, pending.id, 'rejected', request.ctx, reason);
      await recordUserAction(tx, request.ctx, {
        userId: pending.user_id,
        action: 'status_approval_reject',
        requestUrl: request.url,
        before: { request_id: pending.id, state: 'pending' },
        after: { request_id: pending.id, state: 'rejected', reason },
      });
    });
    return { message: STATUS_ACTION_TOASTS.approvalRejected, data: await loadApproval(app.db, request.params.requestId) };
  });

  routeCall(app, STATUS_ACTION_CALL.statusApprovalCancel, async (request) => {
    await app.db.transaction(async (tx) => {
      const pending = await pendingRequest(tx, request.params);
      if (!mayCancelApproval(request.ctx, requesterOf(pending))) throw forbidden(M.notRequester);
      await closeApproval(tx, pending.id, 'cancelled', request.ctx, null);
      await recordUserAction(tx, request.ctx, {
        userId: pending.user_id,
        action: 'status_approval_cancel',
        requestUrl: request.url,
        before: { request_id: pending.id, state: 'pending' },
        after: { request_id: pending.id, state: 'cancelled' },
      });
    });
    return { message: STATUS_ACTION_TOASTS.approvalCancelled, data: await loadApproval(app.db, request.params.requestId) };
  });
};
