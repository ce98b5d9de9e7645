import { PRODUCT_MONEY_MESSAGES as M, productMoneyCall, type Product } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { createClaim } from '../../product-money/claim-create.ts';
import { CLAIM_TRANSITIONS, transitionClaim } from '../../product-money/claim-transitions.ts';

/** Page holders' claim actions of one product (specification 04, section 1): product-money/claim-create.ts and claim-transitions.ts. */
export const claimRoutes =
  (product: Product): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'claims.create'), async (request) => {
      const data = await createClaim(app.db, product, request.body, request.ctx, request.url);
      return { message: M.claimCreated, data };
    });
    for (const t of CLAIM_TRANSITIONS) {
      routeCall(app, productMoneyCall(product, t.key), async (request) => {
        const data = await transitionClaim(app.db, product, t, request.params.id, request.ctx, request.url);
        return { message: t.message, data };
      });
    }
  };
