import { productNamedBonusResources } from '@bo/contract';
import { serverPages, usd } from './product-sql.ts';

export const productNamedBonus = serverPages(productNamedBonusResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.named_bonus_rules WHERE app_id = ${product.appId}) r
    LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(t.user_reward), 0) AS points
      FROM admin.user_transactions t WHERE t.named_bonus_rule_id = r.id AND t.type = 200) g ON true`,
  idExpr: 'r.id',
  idType: 'integer',
  columns: {
    id: 'r.id',
    name: 'r.name',
    condition: 'r.condition',
    points: 'r.points',
    countries: `CASE WHEN cardinality(r.countries) = 0 THEN 'All' ELSE array_to_string(r.countries, ', ') END`,
    valid_from: 'r.valid_from',
    valid_to: 'r.valid_to',
    enabled: 'r.enabled',
    granted: 'g.n',
    granted_usd: usd(product, 'g.points'),
  },
  form: { table: 'admin.named_bonus_rules', fixed: { app_id: product.appId } },
}));
