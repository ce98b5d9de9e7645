import {
  PRODUCT_MONEY_MESSAGES as M,
  claimStatus,
  transactionType,
  type ClaimAnswer,
  type ClaimCreateInput,
  type Product,
} from '@bo/contract';
import type { Db } from '@bo/db';
import { fieldErrors, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../user-actions/audit.ts';
import { claimWaitsForConfirmation } from './confirmation.ts';
import { writeLedger } from './ledger.ts';

/** A claim made by support for a user: the payments row and its Claim 100, in one transaction. */
export function createClaim(
  db: Db,
  product: Product,
  body: ClaimCreateInput,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId' | 'requestId'>,
  url: string,
): Promise<ClaimAnswer['data']> {
  return db.transaction(async (tx) => {
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
  });
}
