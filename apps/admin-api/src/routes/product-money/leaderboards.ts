import { PRODUCT_MONEY_MESSAGES as M, productMoneyCall, transactionType, type LeaderboardEntry, type Product } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { conflict, notFound, unprocessable, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { recordUserAction } from '../../user-actions/audit.ts';
import { logProductAction, writeLedger } from '../../product-money/ledger.ts';

interface BoardRow {
  id: number;
  name: string;
  status: string;
  prizes: number[];
}

async function loadBoard(tx: Queryable, product: Product, id: number, lock: boolean): Promise<BoardRow> {
  const { rows } = await tx.query<BoardRow>(
    `SELECT id, name, status, prizes FROM admin.leaderboards WHERE id = $1 AND app_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, product.appId],
  );
  if (!rows[0]) throw notFound(M.leaderboardNotFound(id));
  return rows[0];
}

/** The ranking: non-excluded entries by points (ties by user id), each with its prize and whether it was paid. */
async function ranking(tx: Queryable, product: Product, board: BoardRow): Promise<LeaderboardEntry[]> {
  const { rows } = await tx.query<Omit<LeaderboardEntry, 'prize_usd'>>(
    `SELECT r.rank, r.user_id, r.user_status, r.points, r.excluded,
       coalesce(CASE WHEN r.rank IS NOT NULL THEN ($2::int[])[r.rank] END, 0) AS prize,
       EXISTS (SELECT 1 FROM admin.user_transactions t WHERE t.leaderboard_id = $1 AND t.user_id = r.user_id AND t.type = 240) AS paid
     FROM (
       SELECT e.user_id::int, u.status::int AS user_status, e.points, e.excluded,
         CASE WHEN NOT e.excluded THEN (row_number() OVER (PARTITION BY e.excluded ORDER BY e.points DESC, e.user_id))::int END AS rank
       FROM admin.leaderboard_entries e JOIN admin.users u ON u.id = e.user_id WHERE e.leaderboard_id = $1
     ) r
     ORDER BY r.excluded, r.points DESC, r.user_id`,
    [board.id, board.prizes],
  );
  return rows.map((r) => ({ ...r, prize_usd: Math.round((r.prize / product.pointsDivisor) * 100) / 100 }));
}

/** Drill, pay prizes once (Leaderboard Bonus 240) and exclude a non-Active user (specification 04, section 1). */
export const leaderboardRoutes =
  (product: Product): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'leaderboards.entries'), async (request) => ({
      data: await ranking(app.db, product, await loadBoard(app.db, product, request.params.id, false)),
    }));

    routeCall(app, productMoneyCall(product, 'leaderboards.pay'), async (request) => {
      const data = await app.db.transaction(async (tx) => {
        // The board's row lock makes a double submit wait, then find it paid: prizes are paid once.
        const board = await loadBoard(tx, product, request.params.id, true);
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
            adminId: request.ctx.adminId,
            leaderboardId: board.id,
          });
          points += w.prize;
          await recordUserAction(tx, request.ctx, {
            userId: w.user_id,
            action: 'leaderboard_prize',
            requestUrl: request.url,
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
        await tx.query(`UPDATE admin.leaderboards SET status = 'paid', paid_by = $2, paid_at = now() WHERE id = $1`, [
          board.id,
          request.ctx.adminId,
        ]);
        await logProductAction(tx, request.ctx, 'leaderboard_pay', request.url, {
          leaderboard_id: board.id,
          paid: winners.length,
          points,
        });
        return { paid: winners.length, points };
      });
      return { message: M.leaderboardPaid, data };
    });

    // The prizes by rank, changed until they are paid (a paid board keeps what it paid), action-logged before and after.
    routeCall(app, productMoneyCall(product, 'leaderboards.prizes'), async (request) => {
      await app.db.transaction(async (tx) => {
        const board = await loadBoard(tx, product, request.params.id, true);
        if (board.status === 'paid') throw conflict(M.prizesAfterPayment);
        await tx.query('UPDATE admin.leaderboards SET prizes = $2 WHERE id = $1', [board.id, request.body.prizes]);
        await logProductAction(tx, request.ctx, 'leaderboard_prizes', request.url, {
          leaderboard_id: board.id,
          before: board.prizes,
          after: request.body.prizes,
        });
      });
      return { message: M.prizesSaved };
    });

    routeCall(app, productMoneyCall(product, 'leaderboards.exclude'), async (request) => {
      const { id, userId } = request.params;
      await app.db.transaction(async (tx) => {
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
        await recordUserAction(tx, request.ctx, {
          userId,
          action: 'leaderboard_exclude',
          requestUrl: request.url,
          before: { leaderboard_id: id, excluded: entry.excluded },
          after: { leaderboard_id: id, excluded: true },
        });
      });
      return { message: M.entryExcluded };
    });
  };
