import type { Queryable } from '@bo/db';
import type { RequestContext } from '@bo/server-kit';

/** One transaction of a user's ledger and its effect on the balance, written in the caller's transaction. */
export interface LedgerEntry {
  userId: number;
  appId: number;
  type: number;
  points: number;
  reference: string;
  adminId: number | null;
  paymentId?: number;
  bonusCodeId?: number;
  leaderboardId?: number;
}

/**
 * admin.user_transactions is the one truth of a balance: the transaction and the balance change land
 * together or not at all. Answers the new transaction's id and the balance after it.
 */
export async function writeLedger(tx: Queryable, e: LedgerEntry): Promise<{ transactionId: number; balance: number }> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, admin_id, payment_id, bonus_code_id, leaderboard_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [e.userId, e.appId, e.type, e.points, e.reference, e.adminId, e.paymentId ?? null, e.bonusCodeId ?? null, e.leaderboardId ?? null],
  );
  const balance = await tx.query<{ balance: number }>('UPDATE admin.users SET balance = balance + $2 WHERE id = $1 RETURNING balance', [
    e.userId,
    e.points,
  ]);
  return { transactionId: Number(inserted.rows[0]!.id), balance: balance.rows[0]!.balance };
}

/** An admin-logs action of a write that touches no single user (settings, a leaderboard as a whole). */
export async function logProductAction(tx: Queryable, ctx: RequestContext, action: string, url: string, data: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [ctx.adminId, ctx.originalAdminId ?? null, `product.${action}`, url, JSON.stringify(data)],
  );
}
