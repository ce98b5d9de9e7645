import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { loadOfferBasic } from '../../../user-details/offer-basic.ts';

/** GET /api/offer/:id/basic: the offer widget's hover card, read as data.data (specification 02, section 3). */
export const offerBasicRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.offerBasic, async (request) => {
    const card = await loadOfferBasic(app.db, request.params.id);
    if (!card) throw notFound(USER_DETAILS_MESSAGES.offerNotFound(request.params.id));
    return { data: card };
  });
};
