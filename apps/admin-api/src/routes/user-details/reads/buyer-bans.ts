import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { listBuyerBans } from '../../../user-details/buyer-bans.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';

/** GET /api/user/:userId/buyer-bans/:id: the buyers of supplier :id that refuse the user. */
export const buyerBansRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.buyerBans, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    return { data: await listBuyerBans(app.db, request.params.userId, request.params.id) };
  });
};
