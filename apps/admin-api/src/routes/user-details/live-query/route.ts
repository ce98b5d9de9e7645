import { USER_DETAILS_CALL } from '@bo/contract';
import { type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { runLiveQuery } from '../../../user-details/live-query/run.ts';

/** GET /api/user/:id/live-query-surveys: which live surveys the router would offer the user, and why not the others. */
export const liveQueryRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.liveQuerySurveys, async (request) => ({
    data: await runLiveQuery(app.db, request.params.id, request.query),
  }));
};
