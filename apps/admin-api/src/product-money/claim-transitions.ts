import {
  CLAIM_CONFIRMABLE,
  CLAIM_REFUNDABLE,
  CLAIM_REJECTABLE,
  CLAIM_RETRYABLE,
  PRODUCT_MONEY_MESSAGES as M,
  claimStatus,
  transactionType,
  type ClaimAnswer,
  type Product,
} from '@bo/contract';
import type { Db, Queryable } from '@bo/db';
import { conflict, notFound, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../user-actions/audit.ts';
import { writeLedger } from './ledger.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId' | 'requestId'>;

interface ClaimRow {
  id: number;
  user_id: number;
  status: number;
  amount: number;
  points: number;
}

/** The claim, locked for the rest of the transaction: a second submit waits here and then sees the new state. */
async function lockClaim(tx: Queryable, product: Product, id: number): Promise<ClaimRow> {
  const { rows } = await tx.query<ClaimRow>(
    `SELECT id::int, user_id::int, status::int, amount::float8 AS amount, coalesce(points, 0) AS points
     FROM admin.payments WHERE id = $1 AND app_id = $2 FOR UPDATE`,
    [id, product.appId],
  );
  if (!rows[0]) throw notFound(M.claimNotFound(id));
  return rows[0];
}

const balanceOf = async (tx: Queryable, userId: number): Promise<number> =>
  (await tx.query<{ balance: number }>('SELECT balance FROM admin.users WHERE id = $1', [userId])).rows[0]!.balance;

export interface Transition {
  /** The claim action's call (PRODUCT_MONEY_ACTIONS). */
  key: 'claims.confirm' | 'claims.reject' | 'claims.refund' | 'claims.retry';
  from: readonly number[];
  refused: string;
  to: number;
  message: string;
  action: string;
  /** Gives the points back (Claim Refund Manual 115). */
  refund: boolean;
}

/** Confirm, reject, refund and retry: the states each starts from and leads to, its refusal and its message. */
export const CLAIM_TRANSITIONS: readonly Transition[] = [
  {
    key: 'claims.confirm',
    from: CLAIM_CONFIRMABLE,
    refused: M.claimNotConfirmable,
    to: claimStatus.value.paid,
    message: M.claimConfirmed,
    action: 'claim_confirm',
    refund: false,
  },
  {
    key: 'claims.reject',
    from: CLAIM_REJECTABLE,
    refused: M.claimNotRejectable,
    to: claimStatus.value.refunded,
    message: M.claimRejected,
    action: 'claim_reject',
    refund: true,
  },
  {
    key: 'claims.refund',
    from: CLAIM_REFUNDABLE,
    refused: M.claimNotRefundable,
    to: claimStatus.value.refunded,
    message: M.claimRefunded,
    action: 'claim_refund',
    refund: true,
  },
  {
    key: 'claims.retry',
    from: CLAIM_RETRYABLE,
    refused: M.claimNotRetryable,
    to: claimStatus.value.pending,
    message: M.claimRetried,
    action: 'claim_retry',
    refund: false,
  },
];

/** One state change of a claim with its refund, audit entry and admin log, in one transaction. */
export function transitionClaim(
  db: Db,
  product: Product,
  t: Transition,
  id: number,
  ctx: Context,
  url: string,
): Promise<ClaimAnswer['data']> {
  return db.transaction(async (tx) => {
    const claim = await lockClaim(tx, product, id);
    if (!t.from.includes(claim.status)) throw conflict(t.refused);
    await tx.query(
      `UPDATE admin.payments SET status = $2::smallint,
         paid_at = CASE WHEN $2::smallint = 1 THEN now() ELSE NULL END,
         confirmed_by = CASE WHEN $2::smallint = 1 THEN $3::int ELSE confirmed_by END,
         confirmed_at = CASE WHEN $2::smallint = 1 THEN now() ELSE confirmed_at END,
         refunded_by = CASE WHEN $2::smallint = 4 THEN $3::int ELSE refunded_by END,
         refunded_at = CASE WHEN $2::smallint = 4 THEN now() ELSE refunded_at END
       WHERE id = $1`,
      [id, t.to, ctx.adminId],
    );
    let balance = await balanceOf(tx, claim.user_id);
    const before = { status: claim.status, balance };
    let transactionId: number | null = null;
    if (t.refund && claim.points > 0) {
      const written = await writeLedger(tx, {
        userId: claim.user_id,
        appId: product.appId,
        type: transactionType.value.claimRefundManual,
        points: claim.points,
        reference: `Refund of claim ${id}`,
        adminId: ctx.adminId,
        paymentId: id,
      });
      balance = written.balance;
      transactionId = written.transactionId;
    }
    await recordUserAction(tx, ctx, {
      userId: claim.user_id,
      action: t.action,
      requestUrl: url,
      before,
      after: { status: t.to, balance, claim_id: id, transaction_id: transactionId },
    });
    return { id, user_id: claim.user_id, status: t.to, amount: claim.amount, points: claim.points, balance };
  });
}
