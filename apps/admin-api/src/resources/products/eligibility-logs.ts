import { productEligibilityLogsResources } from '@bo/contract';
import { booleanFilter } from '../options.ts';
import { serverPages } from './product-sql.ts';

export const productEligibilityLogs = serverPages(productEligibilityLogsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.reward_eligibility_logs WHERE app_id = ${product.appId}) l LEFT JOIN admin.rewards r ON r.id = l.reward_id`,
  idExpr: 'l.id',
  columns: {
    id: 'l.id',
    user_id: 'l.user_id',
    reward_name: 'r.name',
    amount: 'l.amount::float8',
    eligible: 'l.eligible',
    failed_rules: `array_to_string(l.failed_rules, ', ')`,
    created_at: 'l.created_at',
  },
  filters: {
    userId: 'l.user_id',
    eligible: booleanFilter('l.eligible'),
    failed_rule: { where: (p) => `${p} = ANY (l.failed_rules)` },
  },
  rangeFirst: { filter: 'created_at', maxDays: 31 },
}));
