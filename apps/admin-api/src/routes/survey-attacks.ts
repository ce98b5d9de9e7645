import { SURVEY_ATTACK_CALLS, SURVEY_ATTACK_MESSAGES } from '@bo/contract';
import type { Row } from '@bo/db';
import { HttpError, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import { surveyAttacks } from '../resources/investigations.ts';
import { recordAdminAction } from '../admin-log/record-action.ts';

/**
 * /survey-attacks' page-holder action: mark an open attack window reviewed, once, with who and when,
 * in one transaction with its admin-logs action.
 */
export const surveyAttackRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SURVEY_ATTACK_CALLS.markReviewed, async (request) => {
    const { id } = request.params;
    const { ctx } = request;
    return app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string }>('SELECT status FROM admin.survey_attacks WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) throw notFound(SURVEY_ATTACK_MESSAGES.notFound(id));
      if (rows[0].status === 'reviewed') throw new HttpError(409, { id: [SURVEY_ATTACK_MESSAGES.alreadyReviewed(id)] });
      await tx.query(`UPDATE admin.survey_attacks SET status = 'reviewed', reviewed_by_admin_id = $2, reviewed_at = now() WHERE id = $1`, [
        id,
        ctx.adminId,
      ]);
      const after = await tx.query<Row>(`SELECT ${selectList(surveyAttacks)} FROM ${surveyAttacks.from} WHERE sa.id = $1`, [id]);
      await recordAdminAction(tx, ctx, 'survey_attack.mark_reviewed', request.url, { id, before: rows[0], after: after.rows[0] });
      return { data: after.rows[0]!, message: SURVEY_ATTACK_MESSAGES.reviewed(id) };
    });
  });
};
