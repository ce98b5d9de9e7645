import { STATUS_ACTION_MESSAGES, statusChangeNeedsApproval, STATUS_ACTION_CALL } from '@bo/contract';
import { bodyErrorsAs422, forbidden, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { changeUserStatus } from './change.ts';

/**
 * PUT /api/users/status: Ban, On Hold or Review for several users of a list at once. Each user goes
 * through the single-user path (change.ts: row lock, rules, audit row) inside one transaction, so a
 * missing user or a broken rule writes nothing. A change that would need an approval is refused as a
 * whole (403): approvals are asked per user on user details.
 */
export const userBulkStatusRoute: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, STATUS_ACTION_CALL.bulkStatus, async (request) => {
    const { user_ids: userIds, ...change } = request.body;
    if (statusChangeNeedsApproval(request.ctx.role, change.status)) throw forbidden(STATUS_ACTION_MESSAGES.approvalNeeded);
    // Locked in id order, so two bulk changes over the same users cannot deadlock.
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    await app.db.transaction(async (tx) => {
      for (const id of ids) await changeUserStatus(tx, request.ctx, id, { ...change, test_mode: false }, request.url);
    });
    return { data: { changed: ids.length } };
  });
};
