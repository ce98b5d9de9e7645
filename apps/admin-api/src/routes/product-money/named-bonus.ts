import { namedBonusPerDayCall, type NamedBonusPerDayAnswer } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { fromClause, whereClause } from '../../list-engine/filter-sql.ts';
import { parseListParams } from '../../list-engine/params.ts';
import { flattenParams } from '../../list-engine/raw-params.ts';
import { SqlParams } from '../../list-engine/sql.ts';
import { productOf, usd } from '../../resources/products/product-sql.ts';
import { productNamedBonusGrants } from '../../resources/products/named-bonus.ts';

/**
 * The Granted tab's chart (specification 04, section 1: bonus $ per day): the tab's own rows, with the
 * tab's filters checked and applied by the list engine, summed per UTC day.
 */
export const namedBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of productNamedBonusGrants) {
    const product = productOf(resource.def);
    routeCall(app, namedBonusPerDayCall(resource.def), async (request) => {
      const list = parseListParams(resource.def, flattenParams(request.query));
      const params = new SqlParams();
      const from = fromClause(resource, list.filters, params);
      const where = whereClause(resource, list.filters, null, params);
      const { rows } = await app.readDb.query<NamedBonusPerDayAnswer['data'][number]>(
        `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS period, count(*)::int AS grants,
           ${usd(product, 'sum(t.user_reward)')} AS bonus_usd
         FROM ${from} ${where} GROUP BY 1 ORDER BY 1`,
        params.values,
      );
      return { data: rows };
    });
  }
};
