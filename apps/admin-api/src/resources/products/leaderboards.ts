import { productLeaderboardsResources } from '@bo/contract';
import { serverPages, usd } from './product-sql.ts';

export const productLeaderboards = serverPages(productLeaderboardsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.leaderboards WHERE app_id = ${product.appId}) l`,
  idExpr: 'l.id',
  idType: 'integer',
  columns: {
    id: 'l.id',
    name: 'l.name',
    period_start: 'l.period_start',
    period_end: 'l.period_end',
    participants: '(SELECT count(*) FROM admin.leaderboard_entries e WHERE e.leaderboard_id = l.id AND NOT e.excluded)::int',
    prizes: 'l.prizes',
    prize_pool_usd: usd(product, '(SELECT coalesce(sum(x), 0) FROM unnest(l.prizes) x)'),
    status: 'l.status',
    paid_at: 'l.paid_at',
  },
  filters: { status: 'l.status' },
}));
