import { productTransactionsResources, transactionType, transactionTypeStatistic } from '@bo/contract';
import { OPTIONS_SQL } from '../options.ts';
import { serverPages, usd } from './product-sql.ts';

const typeStatistics = Object.fromEntries(
  transactionType.options.map((o) => [
    transactionTypeStatistic(o.value),
    `coalesce(sum(t.user_reward) FILTER (WHERE t.type = ${o.value}), 0)::float8`,
  ]),
);

export const productTransactions = serverPages(productTransactionsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.user_transactions WHERE app_id = ${product.appId}) t
    LEFT JOIN admin.bonus_codes bc ON bc.id = t.bonus_code_id
    LEFT JOIN core.admins ad ON ad.id = t.admin_id`,
  idExpr: 't.id',
  columns: {
    id: 't.id',
    user_id: 't.user_id',
    type: 't.type',
    points: 't.user_reward::float8',
    usd: usd(product, 't.user_reward'),
    reference: 't.reference',
    click_id: 't.click_id',
    offer_event_id: 't.offer_event_id',
    claim_id: 't.payment_id',
    bonus_code: 'bc.code',
    admin_name: 'ad.name',
    created_at: 't.created_at',
  },
  filters: { userId: 't.user_id', type: 't.type', admin_id: 't.admin_id' },
  options: { admin_id: OPTIONS_SQL.admins },
  statistics: { points_total: 'coalesce(sum(t.user_reward), 0)::float8', ...typeStatistics },
  rangeFirst: { filter: 'created_at', maxDays: 31 },
}));
