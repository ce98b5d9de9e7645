import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { assertUserExists } from '../../../user-details/lookup.ts';
import { percent } from '../../../user-details/format.ts';

/** Every month of the user's completes (partial index on completes by user), newest first. */
const LIFETIME_SQL = `
  SELECT to_char(date_trunc('month', c.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
    count(*)::int AS completes_count, count(*) FILTER (WHERE c.complete_status = 2)::int AS reconciled_count
  FROM admin.clicks c WHERE c.user_id = $1 AND c.status = 1
  GROUP BY 1 ORDER BY 1 DESC`;

/** GET /api/user/:userId/lifetime-reconciliations: total percent = sum reconciled / sum completes x 100, 2 decimals. */
export const lifetimeReconciliationsRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.lifetimeReconciliations, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    const { rows } = await app.db.query<{ month: string; completes_count: number; reconciled_count: number }>(LIFETIME_SQL, [
      request.params.userId,
    ]);
    const completes = rows.reduce((n, r) => n + r.completes_count, 0);
    const reconciled = rows.reduce((n, r) => n + r.reconciled_count, 0);
    return {
      data: { rows, total: { completes_count: completes, reconciled_count: reconciled, percent: percent(reconciled, completes) } },
    };
  });
};
