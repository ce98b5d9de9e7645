import { PRODUCTS, siblingCardCall } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { earnStarUserBasic } from '../../../resources/cards/earn-star-user-basic.ts';

/**
 * GET /api/{project}/user/:id/basic for the five products: the card of a platform user of that app
 * (a sibling account), the same card as EarnStar's of specification 01. A card another plugin of
 * this app already serves (the resources serve EarnStar's) is left to it.
 */
export const siblingBasicRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const product of PRODUCTS) {
    const call = siblingCardCall(product);
    if (app.hasRoute({ method: call.method, url: call.path })) continue;
    routeCall(app, call, async (request) => earnStarUserBasic(app.db, request.params.id, new Date(), product.appId));
  }
};
