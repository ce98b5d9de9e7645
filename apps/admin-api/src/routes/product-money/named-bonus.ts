import { namedBonusPerDayCall } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { parseListParams } from '../../list-engine/params.ts';
import { flattenParams } from '../../list-engine/raw-params.ts';
import { namedBonusPerDay } from '../../product-money/named-bonus-per-day.ts';
import { productNamedBonusGrants } from '../../resources/products/named-bonus.ts';

/** The Granted tab's chart (bonus $ per day) of each product: product-money/named-bonus-per-day.ts. */
export const namedBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of productNamedBonusGrants) {
    routeCall(app, namedBonusPerDayCall(resource.def), async (request) =>
      namedBonusPerDay(app.readDb, resource, parseListParams(resource.def, flattenParams(request.query))),
    );
  }
};
