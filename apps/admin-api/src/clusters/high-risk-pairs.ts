import { CLUSTER_MESSAGES } from '@bo/contract';
import type { Db } from '@bo/db';
import { badRequest, HttpError, notFound, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;
type Pair = { first_answer_id: number; second_answer_id: number };

/** Stored in answer order (the table's check): a pair is the same pair either way round. */
const inOrder = (a: number, b: number): [number, number] => [a, b].sort((x, y) => x - y) as [number, number];

/** High Risk Metrics' page-holder action: mark a profiling answer pair (400 naming an unknown answer, 409 marked already). */
export function markHighRiskPair(
  db: Db,
  ctx: Context,
  firstAnswerId: number,
  secondAnswerId: number,
  url: string,
): Promise<{ data: Pair; message: string }> {
  const [first, second] = inOrder(firstAnswerId, secondAnswerId);
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: number }>('SELECT id FROM admin.question_answers WHERE id = ANY($1::int[])', [[first, second]]);
    const missing = [first, second].filter((id) => !found.rows.some((r) => Number(r.id) === id));
    if (missing.length > 0) {
      const field = (id: number) => (id === firstAnswerId ? 'first_answer_id' : 'second_answer_id');
      throw badRequest(Object.fromEntries(missing.map((id) => [field(id), [CLUSTER_MESSAGES.answerNotFound(id)]])));
    }
    const inserted = await tx.query(
      `INSERT INTO admin.high_risk_profiling_pairs (first_answer_id, second_answer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [first, second],
    );
    if (inserted.rowCount === 0) throw new HttpError(409, { first_answer_id: [CLUSTER_MESSAGES.alreadyMarked(first, second)] });
    const data = { first_answer_id: first, second_answer_id: second };
    await recordAdminAction(tx, ctx, 'high_risk_pair.mark', url, data);
    return { data, message: CLUSTER_MESSAGES.marked(first, second) };
  });
}

/** Unmarks a pair (404 when it is not marked). */
export function unmarkHighRiskPair(db: Db, ctx: Context, a: number, b: number, url: string): Promise<{ data: Pair; message: string }> {
  const [first, second] = inOrder(a, b);
  return db.transaction(async (tx) => {
    const deleted = await tx.query(
      'DELETE FROM admin.high_risk_profiling_pairs WHERE first_answer_id = $1 AND second_answer_id = $2 RETURNING created_at',
      [first, second],
    );
    if (deleted.rowCount === 0) throw notFound(CLUSTER_MESSAGES.notMarked(first, second));
    const data = { first_answer_id: first, second_answer_id: second };
    await recordAdminAction(tx, ctx, 'high_risk_pair.unmark', url, data);
    return { data, message: CLUSTER_MESSAGES.unmarked(first, second) };
  });
}
