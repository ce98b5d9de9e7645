import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { listEventSteps, listIapByOffer, listIapOfOffer } from '../../../user-details/iap.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';

/** The IAP list (purchases reach the platform up to 24 hours late) and the steps of a progress reward. */
export const iapRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.iapDataGroupOffer, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    return { data: await listIapByOffer(app.db, request.params.userId) };
  });

  routeCall(app, USER_DETAILS_CALL.iapData, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    return { data: await listIapOfOffer(app.db, request.params.userId, request.params.offerId) };
  });

  routeCall(app, USER_DETAILS_CALL.eventSteps, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    return { data: await listEventSteps(app.db, request.params.userId, request.params.rewardId) };
  });
};
