import { PRODUCTS, STREAK_PRODUCTS, routeByName } from '@bo/contract';
import { bodyErrorsAs422, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { bonusCodeRoutes } from './bonus-codes.ts';
import { claimRoutes } from './claims.ts';
import { leaderboardRoutes } from './leaderboards.ts';
import { namedBonusRoutes } from './named-bonus.ts';
import { settingsRoutes } from './settings.ts';

/**
 * The per-product money pages' actions (specification 04, section 1; catalogue: packages/contract
 * src/product-money/calls.ts), registered for the products whose page exists.
 */
export const productMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error: 422 naming the field.
  bodyErrorsAs422(app);
  await app.register(namedBonusRoutes);
  for (const product of PRODUCTS) {
    const has = (page: string): boolean => routeByName(`${product.prefix}_${page}`) !== undefined;
    if (has('claims')) await app.register(claimRoutes(product));
    if (has('bonus_codes')) await app.register(bonusCodeRoutes(product));
    if (has('leaderboards')) await app.register(leaderboardRoutes(product));
    if (has('settings'))
      await app.register(
        settingsRoutes(
          product,
          STREAK_PRODUCTS.some((p) => p === product.prefix),
        ),
      );
  }
};
