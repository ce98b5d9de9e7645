import { FEEDBACK_MESSAGES, SURVEY_ATTACK_MESSAGES } from '@bo/contract';
import type { Db, Row } from '@bo/db';
import { HttpError, notFound, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';
import { selectList } from '../list-engine/select.ts';
import type { ServerResource } from '../list-engine/types.ts';
import { feedback } from '../resources/feedback.ts';
import { surveyAttacks } from '../resources/investigations.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;

/** What a mark answers: the row as its table screen shows it, and the message. */
export interface Marked {
  data: Row;
  message: string;
}

/**
 * A table whose rows a page holder marks once: the status it ends in (with `<status>_by_admin_id` and `<status>_at`
 * saying who and when), the table screen whose row the answer carries (and the table's alias in its FROM), the
 * admin-logs action and the messages.
 */
interface MarkOnceTable {
  table: string;
  status: string;
  resource: ServerResource;
  alias: string;
  action: string;
  messages: { notFound: (id: number) => string; already: (id: number) => string; marked: (id: number) => string };
}

/** /feedback: a new feedback marked handled. Feedback changes nothing on the user, so no audit row. */
export const FEEDBACK_HANDLED: MarkOnceTable = {
  table: 'admin.user_feedback',
  status: 'handled',
  resource: feedback,
  alias: 'uf',
  action: 'feedback.mark_handled',
  messages: { notFound: FEEDBACK_MESSAGES.notFound, already: FEEDBACK_MESSAGES.alreadyHandled, marked: FEEDBACK_MESSAGES.handled },
};

/** /survey-attacks: an open attack window marked reviewed. */
export const SURVEY_ATTACK_REVIEWED: MarkOnceTable = {
  table: 'admin.survey_attacks',
  status: 'reviewed',
  resource: surveyAttacks,
  alias: 'sa',
  action: 'survey_attack.mark_reviewed',
  messages: {
    notFound: SURVEY_ATTACK_MESSAGES.notFound,
    already: SURVEY_ATTACK_MESSAGES.alreadyReviewed,
    marked: SURVEY_ATTACK_MESSAGES.reviewed,
  },
};

/**
 * A page holder's mark: the row marked once, with who and when, in one transaction with its admin-logs action.
 * 404 for an unknown id, 409 when it was marked already.
 */
export function markOnce(db: Db, mark: MarkOnceTable, ctx: Context, id: number, url: string): Promise<Marked> {
  const { table, status, resource, messages } = mark;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
    if (!rows[0]) throw notFound(messages.notFound(id));
    if (rows[0].status === status) throw new HttpError(409, { id: [messages.already(id)] });
    await tx.query(`UPDATE ${table} SET status = '${status}', ${status}_by_admin_id = $2, ${status}_at = now() WHERE id = $1`, [
      id,
      ctx.adminId,
    ]);
    const after = await tx.query<Row>(`SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${mark.alias}.id = $1`, [id]);
    await recordAdminAction(tx, ctx, mark.action, url, { id, before: rows[0], after: after.rows[0] });
    return { data: after.rows[0]!, message: messages.marked(id) };
  });
}
