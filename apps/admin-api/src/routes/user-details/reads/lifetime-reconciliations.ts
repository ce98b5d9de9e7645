import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { loadLifetimeReconciliations } from '../../../user-details/lifetime-reconciliations.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';

/** GET /api/user/:userId/lifetime-reconciliations: total percent = sum reconciled / sum completes x 100, 2 decimals. */
export const lifetimeReconciliationsRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.lifetimeReconciliations, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    return { data: await loadLifetimeReconciliations(app.db, request.params.userId) };
  });
};
