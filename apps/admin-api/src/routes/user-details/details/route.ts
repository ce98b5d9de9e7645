import { USER_DETAILS_CALL } from '@bo/contract';
import { type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { loadUserDetails } from '../../../user-details/details/load.ts';

/** GET /api/user/:id: the details object (specification 02, section 7). */
export const userDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.show, async (request) => ({
    data: await loadUserDetails(app.db, request.params.id, new Date()),
  }));
};
