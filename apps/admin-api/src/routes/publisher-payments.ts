import { PUBLISHER_PAYMENT_CALLS, PUBLISHER_PAYMENT_MESSAGES as MSG } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { bodyErrorsAs422, HttpError, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import { publisherPayments } from '../resources/publisher-payments.ts';
import { recordAdminAction } from '../admin-log/record-action.ts';

async function loadPayment(db: Queryable, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(publisherPayments)} FROM ${publisherPayments.from} WHERE pp.id = $1`, [id]);
  return rows[0];
}

/**
 * What a publisher is owed for a month: its apps' publisher payout of the month (completes and offer
 * events, from the rollup) less what was reconciled, less the month's payments not failed, plus the
 * month's adjustments.
 */
export const MONTH_BALANCE_SQL = `
  SELECT round(
    coalesce((SELECT sum(d.publisher_payout + d.offer_payout - d.reconciled_payout)
              FROM admin.daily_app_supplier_stats d JOIN core.apps a ON a.id = d.app_id
              WHERE a.publisher_id = $1 AND d.day >= $2::date AND d.day < ($2::date + interval '1 month')::date), 0)
    - coalesce((SELECT sum(p.amount) FROM admin.publisher_payments p
                WHERE p.publisher_id = $1 AND p.month = $2::date AND p.kind = 'payment' AND p.status <> 'failed'), 0)
    + coalesce((SELECT sum(p.amount) FROM admin.publisher_payments p
                WHERE p.publisher_id = $1 AND p.month = $2::date AND p.kind = 'adjustment'), 0), 2)::float8 AS owed`;

/** /publisher-payments' writes (page holders): create a payment from a month's balance, mark one paid or failed. */
export const publisherPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, PUBLISHER_PAYMENT_CALLS.fromBalance, async (request) => {
    const { publisher_id: publisherId, month, method } = request.body;
    const first = `${month}-01`;
    return app.db.transaction(async (tx) => {
      // One writer per publisher at a time: two clicks cannot pay the same balance twice.
      const { rows: found } = await tx.query<{ name: string }>('SELECT name FROM admin.publishers WHERE id = $1 FOR UPDATE', [publisherId]);
      if (!found[0]) throw new HttpError(422, { publisher_id: [MSG.unknownPublisher] });
      const { rows } = await tx.query<{ owed: number }>(MONTH_BALANCE_SQL, [publisherId, first]);
      const owed = Number(rows[0]?.owed ?? 0);
      if (!(owed > 0)) throw new HttpError(422, { month: [MSG.nothingOwed] });
      const { rows: created } = await tx.query<{ id: string }>(
        `INSERT INTO admin.publisher_payments (publisher_id, month, kind, amount, method, status, created_by)
           VALUES ($1, $2::date, 'payment', $3, $4, 'pending', $5) RETURNING id`,
        [publisherId, first, owed, method, request.ctx.adminId],
      );
      const after = await loadPayment(tx, Number(created[0]!.id));
      await recordAdminAction(tx, request.ctx, 'publisher_payment.create', request.url, { after });
      return { data: after ?? null, message: MSG.created(found[0].name, owed.toFixed(2)) };
    });
  });

  routeCall(app, PUBLISHER_PAYMENT_CALLS.setStatus, async (request) => {
    const { id } = request.params;
    const { status, reference } = request.body;
    return app.db.transaction(async (tx) => {
      const before = await loadPayment(tx, id);
      if (!before) throw notFound(MSG.notFound(id));
      const { rowCount } = await tx.query(
        `UPDATE admin.publisher_payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() END,
             reference = coalesce($3, reference) WHERE id = $1 AND status = 'pending'`,
        [id, status, reference ?? null],
      );
      if (!rowCount) throw new HttpError(409, { status: [MSG.notPending] });
      const after = await loadPayment(tx, id);
      await recordAdminAction(tx, request.ctx, 'publisher_payment.status', request.url, { id, before, after });
      return { data: after ?? null, message: MSG.marked(id, status) };
    });
  });
};
