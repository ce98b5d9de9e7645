import {
  STATUS_ACTION_MESSAGES,
  STATUS_ACTION_TOASTS,
  STATUS_APPROVAL_MESSAGES,
  USER_DETAILS_MESSAGES,
  protectionIssues,
  statusChangeNeedsApproval,
  testModeAllowed,
  STATUS_ACTION_CALL,
} from '@bo/contract';
import { conflict, fieldErrors, forbidden, notFound, unprocessable, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { recordUserAction } from '../../../../user-actions/audit.ts';
import { lockStatusBlock } from '../../../../user-actions/status/apply.ts';
import { insertPendingApproval, loadApproval, loadPendingApproval } from '../../../../user-actions/status/approval/rows.ts';

/**
 * The user's pending approval request (GET, for whoever may open the user) and asking for one (POST,
 * the body of PUT /api/users/:id/status): a change that needs an approval is checked as PUT /status
 * would check it, then stored instead of made. One pending request per user (409 for a second).
 */
export const statusApprovalRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, STATUS_ACTION_CALL.statusApproval, async (request) => ({ data: await loadPendingApproval(app.db, request.params.id) }));

  routeCall(app, STATUS_ACTION_CALL.statusApprovalRequest, async (request) => {
    const { id } = request.params;
    const change = request.body;
    if (change.test_mode && !testModeAllowed(request.ctx.role)) throw forbidden(STATUS_ACTION_MESSAGES.testModeSuperAdminOnly);
    if (!statusChangeNeedsApproval(request.ctx.role, change.status)) throw unprocessable(STATUS_APPROVAL_MESSAGES.notNeeded);
    const requestId = await app.db.transaction(async (tx) => {
      const current = await lockStatusBlock(tx, id);
      if (!current) throw notFound(USER_DETAILS_MESSAGES.userNotFound(id));
      const issues = protectionIssues(change, current.status);
      if (issues.length > 0) throw unprocessable(fieldErrors(issues.map((i) => ({ path: [i.path], message: i.message }))));
      const inserted = await insertPendingApproval(tx, id, change, request.ctx);
      if (inserted === null) throw conflict(STATUS_APPROVAL_MESSAGES.alreadyPending);
      await recordUserAction(tx, request.ctx, {
        userId: id,
        action: 'status_approval_request',
        requestUrl: request.url,
        before: null,
        after: { request_id: inserted, ...change },
      });
      return inserted;
    });
    return { message: STATUS_ACTION_TOASTS.approvalRequested, data: await loadApproval(app.db, requestId) };
  });
};
