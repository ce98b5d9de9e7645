import { PRODUCT_MONEY_MESSAGES as M, transactionType, type Product } from '@bo/contract';
import type { Db } from '@bo/db';
import { fieldErrors, notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../user-actions/audit.ts';
import { writeLedger } from './ledger.ts';

interface CodeRow {
  id: number;
  code: string;
  points: number;
  max_redemptions: number | null;
  per_user_limit: number;
  status: number;
  live: boolean;
}

const refuse = (field: string, message: string) => unprocessable(fieldErrors([{ path: [field], message }]));

/**
 * Redeeming a code for a user (page holders of /{p}-bonus-codes): the redemption and its Bonus 200, or nothing.
 * 404 for another product's code; 422 naming code or user_id for an inactive or used-up code or a user it cannot go to.
 */
export function redeemBonusCode(
  db: Db,
  product: Product,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId' | 'requestId'>,
  id: number,
  userId: number,
  url: string,
): Promise<{ transaction_id: number; points: number; balance: number }> {
  return db.transaction(async (tx) => {
    // The code's row lock serialises its redemptions, so its limit holds under concurrent requests.
    const codes = await tx.query<CodeRow>(
      `SELECT b.id, b.code, b.points, b.max_redemptions, b.per_user_limit, b.status,
           (b.valid_from IS NULL OR b.valid_from <= now()) AND (b.valid_to IS NULL OR b.valid_to >= now()) AS live
         FROM admin.bonus_codes b WHERE b.id = $1 AND b.app_id = $2 FOR UPDATE`,
      [id, product.appId],
    );
    const code = codes.rows[0];
    if (!code) throw notFound(M.codeNotFound(id));
    if (code.status !== 1) throw refuse('code', M.codeInactive);
    if (!code.live) throw refuse('code', M.codeOutsideDates);
    // Counted after the lock, in a statement of its own: it sees the redemptions of whoever held the lock before.
    const redeemed = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.bonus_code_redemptions WHERE code_id = $1', [id]);
    if (code.max_redemptions !== null && (redeemed.rows[0]?.n ?? 0) >= code.max_redemptions) throw refuse('code', M.codeLimitReached);
    const users = await tx.query<{ app_id: number; balance: number }>('SELECT app_id, balance FROM admin.users WHERE id = $1 FOR UPDATE', [
      userId,
    ]);
    const user = users.rows[0];
    if (!user) throw refuse('user_id', M.userNotFound(userId));
    if (user.app_id !== product.appId) throw refuse('user_id', M.userNotInProduct);
    const mine = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin.bonus_code_redemptions WHERE code_id = $1 AND user_id = $2',
      [id, userId],
    );
    if ((mine.rows[0]?.n ?? 0) >= code.per_user_limit) throw refuse('user_id', M.codePerUserLimit);
    const written = await writeLedger(tx, {
      userId,
      appId: product.appId,
      type: transactionType.value.bonus,
      points: code.points,
      reference: `Code ${code.code}`,
      adminId: ctx.adminId,
      bonusCodeId: id,
    });
    await tx.query('INSERT INTO admin.bonus_code_redemptions (code_id, app_id, user_id, transaction_id) VALUES ($1, $2, $3, $4)', [
      id,
      product.appId,
      userId,
      written.transactionId,
    ]);
    await recordUserAction(tx, ctx, {
      userId,
      action: 'bonus_code_redeem',
      requestUrl: url,
      before: { balance: user.balance },
      after: { balance: written.balance, code: code.code, points: code.points, transaction_id: written.transactionId },
    });
    return { transaction_id: written.transactionId, points: code.points, balance: written.balance };
  });
}
