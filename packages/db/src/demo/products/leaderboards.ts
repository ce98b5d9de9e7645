import type { Queryable } from '../../types.ts';
import { sqlInt, sqlRandom } from '../marketplace/sql-random.ts';
import { WITH_LEVELS, type ProductMoneySeed } from './context.ts';

/** Prizes by rank, in points (po pays in tenths of a cent, so ten times more). */
const PRIZES = '{5000,3000,2000,1000,1000,500,500,500,500,500}';

/**
 * hc, po and es each run weekly leaderboards: this week's is running, last week's finished and waits
 * for its prizes, the two before were paid (Leaderboard Bonus 240, once per user). A few entries
 * belong to non-Active users, one of them excluded.
 */
export async function seedLeaderboards(tx: Queryable, seed: ProductMoneySeed): Promise<void> {
  await tx.query(
    `INSERT INTO admin.leaderboards (app_id, name, period_start, period_end, prizes, status, paid_by, paid_at)
     SELECT a, 'Weekly ' || to_char(w.start, 'IYYY-"W"IW'), w.start, w.start + 6,
       (SELECT array_agg(p * CASE WHEN a = 13 THEN 10 ELSE 1 END ORDER BY o) FROM unnest($2::int[]) WITH ORDINALITY x(p, o)),
       CASE WHEN w.k = 0 THEN 'running' WHEN w.k = 1 THEN 'finished' ELSE 'paid' END,
       CASE WHEN w.k >= 2 THEN 1 END,
       CASE WHEN w.k >= 2 THEN (w.start + 8)::timestamptz + interval '9 hours' END
     FROM unnest($3::int[]) a
     CROSS JOIN LATERAL (SELECT k, (date_trunc('week', $1::timestamptz)::date - 7 * k) AS start FROM generate_series(3, 0, -1) k) w
     ORDER BY a, w.start`,
    [seed.now, PRIZES, WITH_LEVELS],
  );
  await tx.query(
    `INSERT INTO admin.leaderboard_entries (leaderboard_id, user_id, points, excluded)
     SELECT l.id, u.id, ${sqlInt('l.id * 100000 + u.id', 961, 50, 9000)}, u.status <> 1 AND ${sqlRandom('l.id * 100000 + u.id', 962)} < 0.5
     FROM admin.leaderboards l JOIN admin.users u ON u.app_id = l.app_id AND u.created_at < l.period_end
     WHERE ${sqlRandom('l.id * 100000 + u.id', 963)} < 0.4
     ORDER BY l.id, u.id`,
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, leaderboard_id, admin_id, created_at)
     SELECT r.user_id, r.app_id, 240, r.prizes[r.rank], r.name || ': rank ' || r.rank, r.id, r.paid_by, r.paid_at
     FROM (
       SELECT e.user_id, l.app_id, l.id, l.name, l.prizes, l.paid_by, l.paid_at,
         row_number() OVER (PARTITION BY l.id ORDER BY e.points DESC, e.user_id) AS rank
       FROM admin.leaderboards l JOIN admin.leaderboard_entries e ON e.leaderboard_id = l.id AND NOT e.excluded
       WHERE l.status = 'paid'
     ) r
     WHERE r.rank <= cardinality(r.prizes) ORDER BY r.id, r.rank`,
  );
}
