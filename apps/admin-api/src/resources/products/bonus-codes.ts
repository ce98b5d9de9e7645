import { productBonusCodesResources } from '@bo/contract';
import { serverPages, usd } from './product-sql.ts';

export const productBonusCodes = serverPages(productBonusCodesResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.bonus_codes WHERE app_id = ${product.appId}) b
    LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(t.user_reward), 0) AS points
      FROM admin.user_transactions t WHERE t.bonus_code_id = b.id AND t.type = 200) x ON true`,
  idExpr: 'b.id',
  idType: 'integer',
  columns: {
    id: 'b.id',
    code: 'b.code',
    points: 'b.points',
    usd: usd(product, 'b.points'),
    max_redemptions: 'b.max_redemptions',
    per_user_limit: 'b.per_user_limit',
    redeemed: 'x.n',
    given_usd: usd(product, 'x.points'),
    valid_from: 'b.valid_from',
    valid_to: 'b.valid_to',
    status: 'b.status',
  },
  filters: { code: 'b.code', status: 'b.status' },
  form: {
    table: 'admin.bonus_codes',
    // The index is on (app_id, lower(code)): one code per product, whatever its case.
    unique: [{ columns: ['app_id', 'code'], ignoreCase: true }],
    fixed: { app_id: product.appId },
    touch: { created_by: 'admin' },
    dependants: [{ label: 'redemptions', count: 'SELECT count(*) FROM admin.bonus_code_redemptions WHERE code_id = $1' }],
  },
}));
