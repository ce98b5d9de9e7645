import { PRODUCT_ROW_ACTIONS, productByPrefix, productPageKind, productRowActionCall } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { rowAction } from '../product-growth/row-actions.ts';
import { productGrowthServerResources } from '../resources/products-growth.ts';

/** The growth pages' row actions (issue 16), each in one transaction with its log entry (product-growth/row-actions.ts). */
export const productGrowthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  for (const resource of productGrowthServerResources) {
    const product = productByPrefix(resource.def.name.slice(0, 2))!;
    const kind = productPageKind(resource.def.name);
    for (const action of PRODUCT_ROW_ACTIONS[kind] ?? []) {
      const run = rowAction(kind, action.key);
      routeCall(app, productRowActionCall(resource.def, action), async (request) =>
        run(app.db, {
          product,
          resource,
          id: request.params.id,
          body: (request.body ?? {}) as Record<string, unknown>,
          ctx: request.ctx,
          url: request.url,
        }),
      );
    }
  }
};
