import { productNamedBonusGrantsResources, productNamedBonusResources, transactionType } from '@bo/contract';
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

/** The Granted tab: the product's Bonus 200 transactions of its rules, who granted them (an admin, or the rule itself). */
export const productNamedBonusGrants = serverPages(productNamedBonusGrantsResources, (def, product) => ({
  def,
  // The product's own grants: Bonus 200 of one of its rules.
  from: `(SELECT * FROM admin.user_transactions WHERE app_id = ${product.appId} AND type = ${transactionType.value.bonus}
      AND named_bonus_rule_id IS NOT NULL) t
    JOIN admin.named_bonus_rules r ON r.id = t.named_bonus_rule_id
    LEFT JOIN core.admins ga ON ga.id = t.admin_id`,
  idExpr: 't.id',
  columns: {
    id: 't.id',
    user_id: 't.user_id',
    rule_id: 'r.id',
    rule_name: 'r.name',
    points: 't.user_reward',
    usd: usd(product, 't.user_reward'),
    granted_by: `coalesce(ga.name, 'Automatic')`,
    created_at: 't.created_at',
  },
  filters: {
    userId: 't.user_id',
    rule_id: { expr: 'r.id', cast: 'integer' },
  },
  options: { rule_id: `SELECT id AS value, name AS label FROM admin.named_bonus_rules WHERE app_id = ${product.appId} ORDER BY name` },
}));
