import type { NamedBonusPerDayAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { fromClause, whereClause } from '../list-engine/filter-sql.ts';
import type { ListParams, ServerResource } from '../list-engine/types.ts';
import { SqlParams } from '../list-engine/sql.ts';
import { productOf, usd } from '../resources/products/product-sql.ts';

/**
 * The Granted tab's chart (specification 04, section 1: bonus $ per day): the tab's own rows, with the tab's filters
 * (checked and applied by the list engine), summed per UTC day.
 */
export async function namedBonusPerDay(db: Queryable, resource: ServerResource, list: ListParams): Promise<NamedBonusPerDayAnswer> {
  const product = productOf(resource.def);
  const params = new SqlParams();
  const from = fromClause(resource, list.filters, params);
  const where = whereClause(resource, list.filters, null, params);
  const { rows } = await db.query<NamedBonusPerDayAnswer['data'][number]>(
    `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS period, count(*)::int AS grants,
       ${usd(product, 'sum(t.user_reward)')} AS bonus_usd
     FROM ${from} ${where} GROUP BY 1 ORDER BY 1`,
    params.values,
  );
  return { data: rows };
}
