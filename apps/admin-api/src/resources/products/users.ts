import { productUsersResources } from '@bo/contract';
import { OPTIONS_SQL } from '../options.ts';
import { serverPages, usd } from './product-sql.ts';

/** Claims and refunds are not earnings (transaction types 100 to 115). */
const EARNING = 't.type NOT BETWEEN 100 AND 115';

export const productUsers = serverPages(productUsersResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.users WHERE app_id = ${product.appId}) u`,
  idExpr: 'u.id',
  columns: {
    id: 'u.id',
    email: 'u.email',
    country_code: 'u.country_code',
    status: 'u.status',
    balance: 'u.balance',
    balance_usd: usd(product, 'u.balance'),
    earned_usd: usd(
      product,
      `coalesce((SELECT sum(t.user_reward) FROM admin.user_transactions t WHERE t.user_id = u.id AND ${EARNING} AND t.user_reward > 0), 0)`,
    ),
    claimed_usd: `coalesce((SELECT sum(p.amount) FROM admin.payments p WHERE p.user_id = u.id AND p.status = 1), 0)::float8`,
    completes: '(SELECT count(*) FROM admin.clicks k WHERE k.user_id = u.id AND k.status = 1)::int',
    ...(def.columns.some((c) => c.key === 'level') ? { level: 'u.level' } : {}),
    external_source: 'u.external_source',
    created_at: 'u.created_at',
    last_click_at: 'u.last_click_at',
  },
  filters: { id: 'u.id', email: 'u.email' },
  options: {
    country_code: OPTIONS_SQL.countries,
    external_source: `SELECT DISTINCT external_source AS value, external_source AS label FROM admin.users
      WHERE app_id = ${product.appId} AND external_source IS NOT NULL ORDER BY 1`,
    ...(def.columns.some((c) => c.key === 'level')
      ? { level: `SELECT level AS value, level || ': ' || name AS label FROM admin.levels WHERE app_id = ${product.appId} ORDER BY level` }
      : {}),
  },
  search: ({ text, pattern, id }) => `u.id = ${id} OR u.email ILIKE ${pattern} OR u.hash = ${text}`,
  statistics: { balance_usd: `coalesce(${usd(product, 'sum(u.balance)')}, 0)`, users: 'count(*)' },
}));
