import { PRODUCT_MONEY_MESSAGES as M, type LeaderboardEntry, type Product } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';

export interface BoardRow {
  id: number;
  name: string;
  status: string;
  prizes: number[];
}

/** A leaderboard of the product (404 for another product's), locked for the rest of the transaction when asked. */
export async function loadBoard(tx: Queryable, product: Product, id: number, lock: boolean): Promise<BoardRow> {
  const { rows } = await tx.query<BoardRow>(
    `SELECT id, name, status, prizes FROM admin.leaderboards WHERE id = $1 AND app_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, product.appId],
  );
  if (!rows[0]) throw notFound(M.leaderboardNotFound(id));
  return rows[0];
}

/** The ranking: non-excluded entries by points (ties by user id), each with its prize and whether it was paid. */
export async function ranking(tx: Queryable, product: Product, board: BoardRow): Promise<LeaderboardEntry[]> {
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

/** The drill: a leaderboard's ranking. */
export async function leaderboardEntries(db: Queryable, product: Product, id: number): Promise<LeaderboardEntry[]> {
  return ranking(db, product, await loadBoard(db, product, id, false));
}
