import { productClaimsResources } from '@bo/contract';
import { OPTIONS_SQL } from '../options.ts';
import { maskedAccount, serverPages } from './product-sql.ts';

export const productClaims = serverPages(productClaimsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.payments WHERE app_id = ${product.appId}) p
    JOIN admin.users u ON u.id = p.user_id
    LEFT JOIN admin.rewards r ON r.id = p.reward_id`,
  idExpr: 'p.id',
  columns: {
    id: 'p.id',
    user_id: 'p.user_id',
    status: 'p.status',
    reward_name: 'coalesce(r.name, p.method)',
    amount: 'p.amount::float8',
    points: 'p.points',
    payout_account: maskedAccount('p.payout_account'),
    user_status: 'u.status',
    first_claim: 'NOT EXISTS (SELECT 1 FROM admin.payments e WHERE e.user_id = p.user_id AND e.id < p.id)',
    created_at: 'p.created_at',
    paid_at: 'p.paid_at',
  },
  sorts: { amount: 'p.amount' },
  filters: {
    id: 'p.id',
    userId: 'p.user_id',
    status: 'p.status',
    reward_id: 'p.reward_id',
    amount: 'p.amount',
    country_code: 'u.country_code',
  },
  options: {
    reward_id: `SELECT id AS value, name AS label FROM admin.rewards WHERE app_id = ${product.appId} ORDER BY name, id`,
    country_code: OPTIONS_SQL.countries,
  },
  statistics: {
    claimed_usd: 'coalesce(sum(p.amount) FILTER (WHERE p.status <> 4), 0)::float8',
    paid_usd: 'coalesce(sum(p.amount) FILTER (WHERE p.status = 1), 0)::float8',
    waiting_usd: 'coalesce(sum(p.amount) FILTER (WHERE p.status = 3), 0)::float8',
  },
}));
