import {
  STATUS_ACTION_MESSAGES,
  USER_DETAILS_MESSAGES,
  ZUserDetailsIdParams,
  ZUserStatusAnswer,
  ZUserStatusChange,
  protectionFields,
  protectionIssues,
  statusChangeNeedsApproval,
} from '@bo/contract';
import { bodyErrorsAs422, fieldErrors, forbidden, notFound, unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { recordUserAction } from '../audit.ts';
import { loadStatusAnswer } from './answer.ts';
import { applyStatusChange, lockStatusBlock } from './apply.ts';

/**
 * PUT /api/users/:id/status: ban, shadow ban, on hold, review or activate with a protection
 * (specification 02, sections 4, 5 and 7). Under the row lock the protection rules are checked against
 * the status the user has now, the change and its audit entry are written together, and the answer
 * is the updated user.
 */
export const userStatusRoute: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  app.put(
    '/api/users/:id/status',
    { schema: { params: ZUserDetailsIdParams, body: ZUserStatusChange, response: { 200: ZUserStatusAnswer } } },
    async (request) => {
      const { id } = request.params;
      const change = request.body;
      if (statusChangeNeedsApproval(request.ctx.role, change.status)) throw forbidden(STATUS_ACTION_MESSAGES.approvalNeeded);
      await app.db.transaction(async (tx) => {
        const before = await lockStatusBlock(tx, id);
        if (!before) throw notFound(USER_DETAILS_MESSAGES.userNotFound(id));
        const issues = protectionIssues(change, before.status);
        if (issues.length > 0) throw unprocessable(fieldErrors(issues.map((i) => ({ path: [i.path], message: i.message }))));
        const after = await applyStatusChange(tx, id, change, protectionFields(before.status, change.comment), request.ctx.adminId);
        await recordUserAction(tx, request.ctx, {
          userId: id,
          action: 'status',
          requestUrl: request.url,
          before,
          after: { ...after, comment: change.comment },
        });
      });
      return { data: await loadStatusAnswer(app.db, id, new Date()) };
    },
  );
};
