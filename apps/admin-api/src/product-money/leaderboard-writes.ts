import { PRODUCT_MONEY_MESSAGES as M, transactionType, type Product } from '@bo/contract';
import type { Db } from '@bo/db';
import { conflict, notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordUserAction } from '../user-actions/audit.ts';
import { logProductAction, writeLedger } from './ledger.ts';
import { loadBoard, ranking } from './leaderboard-ranking.ts';

/** Pays the prizes once (Leaderboard Bonus 240); 409 for a board paid already or still running. */
export function payLeaderboard(
  db: Db,
  product: Product,
  ctx: RequestContext,
  id: number,
  url: string,
): Promise<{ paid: number; points: number }> {
  return db.transaction(async (tx) => {
    // The board's row lock makes a double submit wait, then find it paid: prizes are paid once.
    const board = await loadBoard(tx, product, id, true);
    if (board.status === 'paid') throw conflict(M.leaderboardAlreadyPaid);
    if (board.status === 'running') throw conflict(M.leaderboardRunning);
    const winners = (await ranking(tx, product, board)).filter((e) => e.prize > 0 && !e.paid);
    let points = 0;
    for (const w of winners) {
      const before = await tx.query<{ balance: number }>('SELECT balance FROM admin.users WHERE id = $1 FOR UPDATE', [w.user_id]);
      const written = await writeLedger(tx, {
        userId: w.user_id,
        appId: product.appId,
        type: transactionType.value.leaderboardBonus,
        points: w.prize,
        reference: `${board.name}: rank ${w.rank}`,
        adminId: ctx.adminId,
        leaderboardId: board.id,
      });
      points += w.prize;
      await recordUserAction(tx, ctx, {
        userId: w.user_id,
        action: 'leaderboard_prize',
        requestUrl: url,
        before: { balance: before.rows[0]!.balance },
        after: {
          balance: written.balance,
          leaderboard_id: board.id,
          rank: w.rank,
          prize: w.prize,
          transaction_id: written.transactionId,
        },
      });
    }
    await tx.query(`UPDATE admin.leaderboards SET status = 'paid', paid_by = $2, paid_at = now() WHERE id = $1`, [board.id, ctx.adminId]);
    await logProductAction(tx, ctx, 'leaderboard_pay', url, {
      leaderboard_id: board.id,
      paid: winners.length,
      points,
    });
    return { paid: winners.length, points };
  });
}

/** The prizes by rank, changed until they are paid (a paid board keeps what it paid), action-logged before and after. */
export async function setLeaderboardPrizes(
  db: Db,
  product: Product,
  ctx: RequestContext,
  id: number,
  prizes: number[],
  url: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const board = await loadBoard(tx, product, id, true);
    if (board.status === 'paid') throw conflict(M.prizesAfterPayment);
    await tx.query('UPDATE admin.leaderboards SET prizes = $2 WHERE id = $1', [board.id, prizes]);
    await logProductAction(tx, ctx, 'leaderboard_prizes', url, {
      leaderboard_id: board.id,
      before: board.prizes,
      after: prizes,
    });
  });
}

/** Excludes a non-Active user's entry from an unpaid board (422 for an Active user, 404 for no entry). */
export async function excludeLeaderboardEntry(
  db: Db,
  product: Product,
  ctx: RequestContext,
  id: number,
  userId: number,
  url: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const board = await loadBoard(tx, product, id, true);
    if (board.status === 'paid') throw conflict(M.leaderboardAlreadyPaid);
    const { rows } = await tx.query<{ status: number; excluded: boolean }>(
      `SELECT u.status, e.excluded FROM admin.leaderboard_entries e JOIN admin.users u ON u.id = e.user_id
         WHERE e.leaderboard_id = $1 AND e.user_id = $2 FOR UPDATE OF e`,
      [id, userId],
    );
    const entry = rows[0];
    if (!entry) throw notFound(M.entryNotFound);
    if (entry.status === 1) throw unprocessable(M.entryActive);
    await tx.query('UPDATE admin.leaderboard_entries SET excluded = true WHERE leaderboard_id = $1 AND user_id = $2', [id, userId]);
    await recordUserAction(tx, ctx, {
      userId,
      action: 'leaderboard_exclude',
      requestUrl: url,
      before: { leaderboard_id: id, excluded: entry.excluded },
      after: { leaderboard_id: id, excluded: true },
    });
  });
}
