import { PRODUCT_MONEY_MESSAGES as M, productMoneyCall, type Product } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { leaderboardEntries } from '../../product-money/leaderboard-ranking.ts';
import { excludeLeaderboardEntry, payLeaderboard, setLeaderboardPrizes } from '../../product-money/leaderboard-writes.ts';

/**
 * Drill, pay prizes once (Leaderboard Bonus 240), change the prizes and exclude a non-Active user (specification 04,
 * section 1): product-money/leaderboard-ranking.ts and leaderboard-writes.ts.
 */
export const leaderboardRoutes =
  (product: Product): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'leaderboards.entries'), async (request) => ({
      data: await leaderboardEntries(app.db, product, request.params.id),
    }));

    routeCall(app, productMoneyCall(product, 'leaderboards.pay'), async (request) => {
      const data = await payLeaderboard(app.db, product, request.ctx, request.params.id, request.url);
      return { message: M.leaderboardPaid, data };
    });

    routeCall(app, productMoneyCall(product, 'leaderboards.prizes'), async (request) => {
      await setLeaderboardPrizes(app.db, product, request.ctx, request.params.id, request.body.prizes, request.url);
      return { message: M.prizesSaved };
    });

    routeCall(app, productMoneyCall(product, 'leaderboards.exclude'), async (request) => {
      await excludeLeaderboardEntry(app.db, product, request.ctx, request.params.id, request.params.userId, request.url);
      return { message: M.entryExcluded };
    });
  };
