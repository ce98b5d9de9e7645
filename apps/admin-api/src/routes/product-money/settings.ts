import { PRODUCT_MONEY_MESSAGES as M, productMoneyCall, streakLengthCall, type Product } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { updateSetting, updateStreakLength } from '../../product-money/settings.ts';

/**
 * /{p}-settings' edit (the page is a fixed grant, so the gateway lets only its holders reach it) and,
 * for hc and po, the streak length, whose grant is top admins only and which therefore has its own call
 * (product-money/settings.ts).
 */
export const settingsRoutes =
  (product: Product, withStreak: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'settings.update'), async (request) => {
      const data = await updateSetting(app.db, product, request.params.key, request.body.value, request.ctx, request.url);
      return { message: M.settingSaved, data };
    });
    if (!withStreak) return;
    routeCall(app, streakLengthCall(product), async (request) => {
      const data = await updateStreakLength(app.db, product, request.body.value, request.ctx, request.url);
      return { message: M.settingSaved, data };
    });
  };
