import { STATUS_ACTION_MESSAGES, statusChangeNeedsApproval, testModeAllowed, STATUS_ACTION_CALL } from '@bo/contract';
import { bodyErrorsAs422, forbidden, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { loadStatusAnswer } from './answer.ts';
import { changeUserStatus } from './change.ts';

/**
 * PUT /api/users/:id/status: ban, shadow ban, on hold, review or activate with a protection
 * (specification 02, sections 4, 5 and 7). Test mode from anyone but a super admin, and a change that
 * needs an approval (the modal asks for one through status-approval instead), answer 403 and write
 * nothing; otherwise the change is made under the row lock (change.ts) and the answer is the updated user.
 */
export const userStatusRoute: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, STATUS_ACTION_CALL.status, async (request) => {
    const { id } = request.params;
    const change = request.body;
    if (change.test_mode && !testModeAllowed(request.ctx.role)) throw forbidden(STATUS_ACTION_MESSAGES.testModeSuperAdminOnly);
    if (statusChangeNeedsApproval(request.ctx.role, change.status)) throw forbidden(STATUS_ACTION_MESSAGES.approvalNeeded);
    await app.db.transaction((tx) => changeUserStatus(tx, request.ctx, id, change, request.url));
    return { data: await loadStatusAnswer(app.db, id, new Date()) };
  });
};
