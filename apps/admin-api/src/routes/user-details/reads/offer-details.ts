import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { assertUserExists } from '../../../user-details/lookup.ts';
import { loadOfferOverview } from '../../../user-details/offer-details.ts';

/** GET /api/user/:id/offer-details: the per-user offers overview with each offer's events (read as data.data). */
export const offerDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.offerDetails, async (request) => {
    await assertUserExists(app.db, request.params.id);
    return { data: await loadOfferOverview(app.db, request.params.id, new Date()) };
  });
};
