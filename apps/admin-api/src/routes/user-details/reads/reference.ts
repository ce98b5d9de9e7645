import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { listCountries, loadExchangeRate } from '../../../user-details/reference.ts';

/** GET /api/countries (limit -1 for all) and GET /api/apps/:appId/exchange-rate (goodwill credit). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.countries, async (request) => ({ data: await listCountries(app.db, request.query.limit) }));

  routeCall(app, USER_DETAILS_CALL.exchangeRate, async (request) => {
    const rate = await loadExchangeRate(app.db, request.params.appId);
    if (!rate) throw notFound(USER_DETAILS_MESSAGES.appNotFound(request.params.appId));
    return { data: rate };
  });
};
