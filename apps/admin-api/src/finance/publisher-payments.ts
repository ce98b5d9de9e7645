import { PUBLISHER_PAYMENT_MESSAGES as MSG, type PublisherPaymentFromBalance } from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { HttpError, notFound, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';
import { selectList } from '../list-engine/select.ts';
import { publisherPayments } from '../resources/publisher-payments.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;

/** A payment's write answers: the payment after it (its /publisher-payments row) and the message shown. */
export interface PaymentAnswer {
  data: Row | null;
  message: string;
}

async function loadPayment(db: Queryable, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(publisherPayments)} FROM ${publisherPayments.from} WHERE pp.id = $1`, [id]);
  return rows[0];
}

/**
 * What a publisher is owed for a month: its apps' publisher payout of the month (completes and offer
 * events, from the rollup) less what was reconciled, less the month's payments not failed, plus the
 * month's adjustments.
 */
const MONTH_BALANCE_SQL = `
  SELECT round(
    coalesce((SELECT sum(d.publisher_payout + d.offer_payout - d.reconciled_payout)
              FROM admin.daily_app_supplier_stats d JOIN core.apps a ON a.id = d.app_id
              WHERE a.publisher_id = $1 AND d.day >= $2::date AND d.day < ($2::date + interval '1 month')::date), 0)
    - coalesce((SELECT sum(p.amount) FROM admin.publisher_payments p
                WHERE p.publisher_id = $1 AND p.month = $2::date AND p.kind = 'payment' AND p.status <> 'failed'), 0)
    + coalesce((SELECT sum(p.amount) FROM admin.publisher_payments p
                WHERE p.publisher_id = $1 AND p.month = $2::date AND p.kind = 'adjustment'), 0), 2)::float8 AS owed`;

/** A pending payment of a month's balance; 422 for an unknown publisher or nothing owed. Action-logged in its transaction. */
export function paymentFromBalance(db: Db, ctx: Context, body: PublisherPaymentFromBalance, url: string): Promise<PaymentAnswer> {
  const { publisher_id: publisherId, month, method } = body;
  const first = `${month}-01`;
  return db.transaction(async (tx) => {
    // One writer per publisher at a time: two clicks cannot pay the same balance twice.
    const { rows: found } = await tx.query<{ name: string }>('SELECT name FROM admin.publishers WHERE id = $1 FOR UPDATE', [publisherId]);
    if (!found[0]) throw new HttpError(422, { publisher_id: [MSG.unknownPublisher] });
    const { rows } = await tx.query<{ owed: number }>(MONTH_BALANCE_SQL, [publisherId, first]);
    const owed = Number(rows[0]?.owed ?? 0);
    if (!(owed > 0)) throw new HttpError(422, { month: [MSG.nothingOwed] });
    const { rows: created } = await tx.query<{ id: string }>(
      `INSERT INTO admin.publisher_payments (publisher_id, month, kind, amount, method, status, created_by)
         VALUES ($1, $2::date, 'payment', $3, $4, 'pending', $5) RETURNING id`,
      [publisherId, first, owed, method, ctx.adminId],
    );
    const after = await loadPayment(tx, Number(created[0]!.id));
    await recordAdminAction(tx, ctx, 'publisher_payment.create', url, { after });
    return { data: after ?? null, message: MSG.created(found[0].name, owed.toFixed(2)) };
  });
}

/** A pending payment marked paid (with the transfer's reference) or failed: 404 unknown, 409 not pending. Action-logged. */
export function setPaymentStatus(
  db: Db,
  ctx: Context,
  id: number,
  status: 'paid' | 'failed',
  reference: string | undefined,
  url: string,
): Promise<PaymentAnswer> {
  return db.transaction(async (tx) => {
    const before = await loadPayment(tx, id);
    if (!before) throw notFound(MSG.notFound(id));
    const { rowCount } = await tx.query(
      `UPDATE admin.publisher_payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() END,
           reference = coalesce($3, reference) WHERE id = $1 AND status = 'pending'`,
      [id, status, reference ?? null],
    );
    if (!rowCount) throw new HttpError(409, { status: [MSG.notPending] });
    const after = await loadPayment(tx, id);
    await recordAdminAction(tx, ctx, 'publisher_payment.status', url, { id, before, after });
    return { data: after ?? null, message: MSG.marked(id, status) };
  });
}
