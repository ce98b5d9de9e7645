import type { Queryable } from '@bo/db';
import { percent } from './format.ts';

/** Every month of the user's completes (partial index on completes by user), newest first. */
const LIFETIME_SQL = `
  SELECT to_char(date_trunc('month', c.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
    count(*)::int AS completes_count, count(*) FILTER (WHERE c.complete_status = 2)::int AS reconciled_count
  FROM admin.clicks c WHERE c.user_id = $1 AND c.status = 1
  GROUP BY 1 ORDER BY 1 DESC`;

/** The user's months with a total: percent = sum reconciled / sum completes x 100, 2 decimals. */
export async function loadLifetimeReconciliations(db: Queryable, userId: number) {
  const { rows } = await db.query<{ month: string; completes_count: number; reconciled_count: number }>(LIFETIME_SQL, [userId]);
  const completes = rows.reduce((n, r) => n + r.completes_count, 0);
  const reconciled = rows.reduce((n, r) => n + r.reconciled_count, 0);
  return { rows, total: { completes_count: completes, reconciled_count: reconciled, percent: percent(reconciled, completes) } };
}
