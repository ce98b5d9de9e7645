import { FEEDBACK_CALLS, FEEDBACK_MESSAGES } from '@bo/contract';
import type { Row } from '@bo/db';
import { HttpError, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import { feedback } from '../resources/feedback.ts';
import { recordAdminAction } from '../admin-log/record-action.ts';

/**
 * /feedback's page-holder action: mark a new feedback handled, once, with who and when, in one
 * transaction with its admin-logs action. Feedback changes nothing on the user, so no audit row.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, FEEDBACK_CALLS.markHandled, async (request) => {
    const { id } = request.params;
    const { ctx } = request;
    return app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string }>('SELECT status FROM admin.user_feedback WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) throw notFound(FEEDBACK_MESSAGES.notFound(id));
      if (rows[0].status === 'handled') throw new HttpError(409, { id: [FEEDBACK_MESSAGES.alreadyHandled(id)] });
      await tx.query(`UPDATE admin.user_feedback SET status = 'handled', handled_by_admin_id = $2, handled_at = now() WHERE id = $1`, [
        id,
        ctx.adminId,
      ]);
      const after = await tx.query<Row>(`SELECT ${selectList(feedback)} FROM ${feedback.from} WHERE uf.id = $1`, [id]);
      await recordAdminAction(tx, ctx, 'feedback.mark_handled', request.url, { id, before: rows[0], after: after.rows[0] });
      return { data: after.rows[0]!, message: FEEDBACK_MESSAGES.handled(id) };
    });
  });
};
