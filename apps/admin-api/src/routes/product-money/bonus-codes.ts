import { PRODUCT_MONEY_MESSAGES as M, productMoneyCall, type Product } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { redeemBonusCode } from '../../product-money/bonus-codes.ts';

/** Redeeming a code for a user (page holders of /{p}-bonus-codes): product-money/bonus-codes.ts. */
export const bonusCodeRoutes =
  (product: Product): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'bonusCodes.redeem'), async (request) => {
      const data = await redeemBonusCode(app.db, product, request.ctx, request.params.id, request.body.user_id, request.url);
      return { message: M.codeRedeemed, data };
    });
  };
