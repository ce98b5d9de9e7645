import { FEEDBACK_MESSAGES, SURVEY_ATTACK_MESSAGES } from '@bo/contract';
import type { Db, Row } from '@bo/db';
import { HttpError, notFound, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';
import { selectList } from '../list-engine/select.ts';
import { feedback } from '../resources/feedback.ts';
import { surveyAttacks } from '../resources/investigations.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;

/** What a mark answers: the row as its table screen shows it, and the message. */
export interface Marked {
  data: Row;
  message: string;
}

/**
 * /feedback's page-holder action: a new feedback marked handled, once, with who and when, in one transaction with
 * its admin-logs action. Feedback changes nothing on the user, so no audit row. 404 for an unknown id, 409 when
 * it was handled already.
 */
export function markFeedbackHandled(db: Db, ctx: Context, id: number, url: string): Promise<Marked> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM admin.user_feedback WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound(FEEDBACK_MESSAGES.notFound(id));
    if (rows[0].status === 'handled') throw new HttpError(409, { id: [FEEDBACK_MESSAGES.alreadyHandled(id)] });
    await tx.query(`UPDATE admin.user_feedback SET status = 'handled', handled_by_admin_id = $2, handled_at = now() WHERE id = $1`, [
      id,
      ctx.adminId,
    ]);
    const after = await tx.query<Row>(`SELECT ${selectList(feedback)} FROM ${feedback.from} WHERE uf.id = $1`, [id]);
    await recordAdminAction(tx, ctx, 'feedback.mark_handled', url, { id, before: rows[0], after: after.rows[0] });
    return { data: after.rows[0]!, message: FEEDBACK_MESSAGES.handled(id) };
  });
}

/**
 * /survey-attacks' page-holder action: an open attack window marked reviewed, once, with who and when, in one
 * transaction with its admin-logs action. 404 for an unknown id, 409 when it was reviewed already.
 */
export function markSurveyAttackReviewed(db: Db, ctx: Context, id: number, url: string): Promise<Marked> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM admin.survey_attacks WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound(SURVEY_ATTACK_MESSAGES.notFound(id));
    if (rows[0].status === 'reviewed') throw new HttpError(409, { id: [SURVEY_ATTACK_MESSAGES.alreadyReviewed(id)] });
    await tx.query(`UPDATE admin.survey_attacks SET status = 'reviewed', reviewed_by_admin_id = $2, reviewed_at = now() WHERE id = $1`, [
      id,
      ctx.adminId,
    ]);
    const after = await tx.query<Row>(`SELECT ${selectList(surveyAttacks)} FROM ${surveyAttacks.from} WHERE sa.id = $1`, [id]);
    await recordAdminAction(tx, ctx, 'survey_attack.mark_reviewed', url, { id, before: rows[0], after: after.rows[0] });
    return { data: after.rows[0]!, message: SURVEY_ATTACK_MESSAGES.reviewed(id) };
  });
}
