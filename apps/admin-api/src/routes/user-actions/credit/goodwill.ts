import { GOODWILL_MESSAGES, CREDIT_ACTION_CALL } from '@bo/contract';
import { type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { creditGoodwill } from '../../../user-actions/credit/goodwill.ts';
import { loadGoodwillCredit } from '../../../user-actions/credit/goodwill-rows.ts';

/**
 * POST /api/user/:userId/goodwill-credit (specification 02, sections 5 and 7): records a Bonus
 * Goodwill (255) transaction and adds the reward to the user's balance, with its audit entry, in one
 * transaction. The gateway lets only the user_credit grant (1, 5, 26, 32, 50, 93) reach it.
 */
export const goodwillCreditRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, CREDIT_ACTION_CALL.goodwillCredit, async (request) => {
    const { userId } = request.params;
    const credit = await creditGoodwill(app.db, request.ctx, request.url, userId, request.body);
    const row = await loadGoodwillCredit(app.db, credit.transactionId);
    return { message: GOODWILL_MESSAGES.credited, data: { ...row, balance: credit.balance } };
  });
};
