import { GOODWILL_MESSAGES, GOODWILL_TRANSACTION_TYPE, USER_DETAILS_MESSAGES, rewardAgreesWithPayout } from '@bo/contract';
import type { Db } from '@bo/db';
import { fieldErrors, notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../audit.ts';

export interface GoodwillInput {
  payout: number;
  user_reward: number;
  reference: string;
}

/**
 * Records a Bonus Goodwill (255) transaction and adds the reward to the user's balance, with its audit entry,
 * in one transaction; answers the transaction id and the balance after it.
 */
export async function creditGoodwill(
  db: Db,
  ctx: RequestContext,
  requestUrl: string,
  userId: number,
  { payout, user_reward, reference }: GoodwillInput,
): Promise<{ transactionId: number; balance: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ app_id: number; balance: number; exchange_rate: string }>(
      `SELECT u.app_id, u.balance, a.exchange_rate
           FROM admin.users u JOIN core.apps a ON a.id = u.app_id
           WHERE u.id = $1 FOR UPDATE OF u`,
      [userId],
    );
    const user = rows[0];
    if (!user) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
    // The form converts by the app's rate; a reward that does not match it is a tampered or stale form.
    if (!rewardAgreesWithPayout(payout, user_reward, Number(user.exchange_rate)))
      throw unprocessable(fieldErrors([{ path: ['user_reward'], message: GOODWILL_MESSAGES.rewardInvalid }]));
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO admin.user_transactions (user_id, app_id, type, publisher_payout, user_reward, reference, admin_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, user.app_id, GOODWILL_TRANSACTION_TYPE, payout, user_reward, reference, ctx.adminId],
    );
    // The balance holds whole units of the app; the transaction keeps the exact reward.
    const balance = await tx.query<{ balance: number }>(
      'UPDATE admin.users SET balance = balance + round($2::numeric)::integer WHERE id = $1 RETURNING balance',
      [userId, user_reward],
    );
    const transactionId = Number(inserted.rows[0]!.id);
    await recordUserAction(tx, ctx, {
      userId,
      action: 'goodwill_credit',
      requestUrl,
      before: { balance: user.balance },
      after: { balance: balance.rows[0]!.balance, transaction_id: transactionId, payout, user_reward, reference },
    });
    return { transactionId, balance: balance.rows[0]!.balance };
  });
}
