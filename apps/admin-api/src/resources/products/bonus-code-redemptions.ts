import { productBonusCodeRedemptionsResources } from '@bo/contract';
import { serverPages, usd } from './product-sql.ts';

export const productBonusCodeRedemptions = serverPages(productBonusCodeRedemptionsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.bonus_code_redemptions WHERE app_id = ${product.appId}) r
    JOIN admin.bonus_codes b ON b.id = r.code_id
    JOIN admin.user_transactions t ON t.id = r.transaction_id
    JOIN admin.users u ON u.id = r.user_id`,
  idExpr: 'r.id',
  columns: {
    id: 'r.id',
    code: 'b.code',
    user_id: 'r.user_id',
    points: 't.user_reward::int',
    usd: usd(product, 't.user_reward'),
    ip: 'host(r.ip)',
    user_status: 'u.status',
    created_at: 'r.created_at',
  },
  filters: { code_id: 'r.code_id', userId: 'r.user_id' },
  options: { code_id: `SELECT id AS value, code AS label FROM admin.bonus_codes WHERE app_id = ${product.appId} ORDER BY code` },
}));
