import { CREDIT_ACTION_CALL } from '@bo/contract';
import { bodyErrorsAs422, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { goodwillCreditRoute } from './goodwill.ts';
import { loadGoodwillCredits } from '../../../user-actions/credit/goodwill-rows.ts';

/**
 * Goodwill credit (specification 02, sections 5 to 7). A body the form would refuse answers 422
 * with the field's message.
 */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  await app.register(goodwillCreditRoute);
  routeCall(app, CREDIT_ACTION_CALL.goodwillCredits, async (request) => ({
    data: await loadGoodwillCredits(app.db, request.params.userId),
  }));
};
