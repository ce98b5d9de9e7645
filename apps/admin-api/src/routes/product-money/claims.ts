import {
  CLAIM_CONFIRMABLE,
  CLAIM_REFUNDABLE,
  CLAIM_REJECTABLE,
  CLAIM_RETRYABLE,
  PRODUCT_MONEY_MESSAGES as M,
  claimStatus,
  productMoneyCall,
  transactionType,
  type ClaimAnswer,
  type ClaimCreateInput,
  type Product,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { conflict, fieldErrors, notFound, unprocessable, routeCall, type FastifyPluginAsyncZod, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../../user-actions/audit.ts';
import { writeLedger } from '../../product-money/ledger.ts';
import { claimWaitsForConfirmation } from '../../product-money/confirmation.ts';

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

interface Transition {
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

const TRANSITIONS: readonly Transition[] = [
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
async function transition(
  tx: Queryable,
  product: Product,
  t: Transition,
  id: number,
  ctx: RequestContext,
  url: string,
): Promise<ClaimAnswer['data']> {
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
}

/** A claim made by support for a user: the payments row and its Claim 100, or nothing. */
async function createClaim(tx: Queryable, product: Product, body: ClaimCreateInput, ctx: RequestContext, url: string) {
  const users = await tx.query<{ app_id: number; status: number; balance: number; created_at: Date }>(
    'SELECT app_id, status, balance, created_at FROM admin.users WHERE id = $1 FOR UPDATE',
    [body.user_id],
  );
  const user = users.rows[0];
  if (!user) throw unprocessable(fieldErrors([{ path: ['user_id'], message: M.userNotFound(body.user_id) }]));
  if (user.app_id !== product.appId) throw unprocessable(fieldErrors([{ path: ['user_id'], message: M.userNotInProduct }]));
  if (user.status !== 1) throw unprocessable(fieldErrors([{ path: ['user_id'], message: M.userNotActive }]));
  const rewards = await tx.query<{ name: string; status: number; points_per_usd: number; confirmation_threshold: string | null }>(
    'SELECT name, status, points_per_usd, confirmation_threshold FROM admin.rewards WHERE id = $1 AND app_id = $2',
    [body.reward_id, product.appId],
  );
  const reward = rewards.rows[0];
  if (!reward) throw unprocessable(fieldErrors([{ path: ['reward_id'], message: M.rewardNotFound }]));
  if (reward.status !== 1) throw unprocessable(fieldErrors([{ path: ['reward_id'], message: M.rewardDisabled }]));
  const points = Math.round(body.amount * reward.points_per_usd);
  if (points > user.balance) throw unprocessable(fieldErrors([{ path: ['amount'], message: M.amountOverBalance }]));
  const waits = await claimWaitsForConfirmation(tx, product, {
    userId: body.user_id,
    amount: body.amount,
    rewardName: reward.name,
    threshold: reward.confirmation_threshold === null ? null : Number(reward.confirmation_threshold),
    userCreatedAt: user.created_at,
  });
  const status = waits.wait ? claimStatus.value.waitingConfirmation : claimStatus.value.pending;
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO admin.payments (user_id, app_id, amount, method, status, reference, reward_id, points, confirmation_rule_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      body.user_id,
      product.appId,
      body.amount,
      reward.name,
      status,
      `CLAIM-${body.user_id}-${Date.now()}`,
      body.reward_id,
      points,
      waits.ruleId,
    ],
  );
  const id = Number(inserted.rows[0]!.id);
  const written = await writeLedger(tx, {
    userId: body.user_id,
    appId: product.appId,
    type: transactionType.value.claim,
    points: -points,
    reference: `Claim ${id}: ${reward.name}`,
    adminId: ctx.adminId,
    paymentId: id,
  });
  await recordUserAction(tx, ctx, {
    userId: body.user_id,
    action: 'claim_create',
    requestUrl: url,
    before: { balance: user.balance },
    after: { balance: written.balance, claim_id: id, status, amount: body.amount, points, transaction_id: written.transactionId },
  });
  return { id, user_id: body.user_id, status, amount: body.amount, points, balance: written.balance };
}

/** Page holders' claim actions of one product (specification 04, section 1). */
export const claimRoutes =
  (product: Product): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'claims.create'), async (request) => {
      const data = await app.db.transaction((tx) => createClaim(tx, product, request.body, request.ctx, request.url));
      return { message: M.claimCreated, data };
    });
    for (const t of TRANSITIONS) {
      routeCall(app, productMoneyCall(product, t.key), async (request) => {
        const data = await app.db.transaction((tx) => transition(tx, product, t, request.params.id, request.ctx, request.url));
        return { message: t.message, data };
      });
    }
  };
