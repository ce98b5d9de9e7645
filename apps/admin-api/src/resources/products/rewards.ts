import { productRewardsResources } from '@bo/contract';
import { serverPages } from './product-sql.ts';

export const productRewards = serverPages(productRewardsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.rewards WHERE app_id = ${product.appId}) r`,
  idExpr: 'r.id',
  idType: 'integer',
  columns: {
    id: 'r.id',
    name: 'r.name',
    type: 'r.type',
    countries: `CASE WHEN cardinality(r.countries) = 0 THEN 'All' ELSE array_to_string(r.countries, ', ') END`,
    denominations: `array_to_string(r.denominations, ', ')`,
    points_per_usd: 'r.points_per_usd',
    fee_percent: 'r.fee_percent::float8',
    confirmation_threshold: 'r.confirmation_threshold::float8',
    status: 'r.status',
    claims_30d_usd: `coalesce((SELECT sum(p.amount) FROM admin.payments p WHERE p.reward_id = r.id AND p.status <> 4
      AND p.created_at >= now() - interval '30 days'), 0)::float8`,
  },
  options: { type: `SELECT DISTINCT type AS value, type AS label FROM admin.rewards WHERE app_id = ${product.appId} ORDER BY 1` },
  form: { table: 'admin.rewards', fixed: { app_id: product.appId }, touch: { updated_by: 'admin', updated_at: 'now' } },
}));
