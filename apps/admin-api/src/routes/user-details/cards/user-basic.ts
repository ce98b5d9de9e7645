import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { loadUserBasic } from '../../../user-details/user-basic.ts';

/** GET /api/user/:id/basic: the user id widget's hover card (specification 02, section 3). */
export const userBasicRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.basic, async (request) => {
    const card = await loadUserBasic(app.db, request.params.id, new Date());
    if (!card) throw notFound(USER_DETAILS_MESSAGES.userNotFound(request.params.id));
    return { data: card };
  });
};
