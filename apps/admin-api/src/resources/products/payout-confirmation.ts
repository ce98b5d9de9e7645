import { productPayoutConfirmationResources } from '@bo/contract';
import { serverPages } from './product-sql.ts';

export const productPayoutConfirmation = serverPages(productPayoutConfirmationResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.payout_confirmation_rules WHERE app_id = ${product.appId}) c`,
  idExpr: 'c.id',
  idType: 'integer',
  columns: {
    id: 'c.id',
    condition: 'c.condition',
    value: 'c.value',
    outcome: 'c.outcome',
    enabled: 'c.enabled',
    caught_30d: `(SELECT count(*) FROM admin.payments p WHERE p.confirmation_rule_id = c.id AND p.created_at >= now() - interval '30 days')::int`,
    created_at: 'c.created_at',
  },
  form: {
    table: 'admin.payout_confirmation_rules',
    fixed: { app_id: product.appId },
    dependants: [{ label: 'claims', count: 'SELECT count(*) FROM admin.payments WHERE confirmation_rule_id = $1' }],
  },
}));
