import { publisherPaymentsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';

/** /publisher-payments: payments and adjustments to publishers (migration 027). */
export const publisherPayments: ServerResource = {
  def: publisherPaymentsResource,
  from: 'admin.publisher_payments pp JOIN admin.publishers ppp ON ppp.id = pp.publisher_id',
  idExpr: 'pp.id',
  columns: {
    id: 'pp.id',
    publisher_id: 'pp.publisher_id',
    publisher_name: 'ppp.name',
    month: `to_char(pp.month, 'YYYY-MM')`,
    kind: 'pp.kind',
    amount: 'pp.amount::float8',
    method: 'pp.method',
    status: 'pp.status',
    reference: 'pp.reference',
    paid_at: 'pp.paid_at',
  },
  sorts: { month: 'pp.month', amount: 'pp.amount' },
  filters: { publisher_id: 'pp.publisher_id', month: 'pp.month' },
  options: { publisher_id: 'SELECT id AS value, name AS label FROM admin.publishers ORDER BY name' },
  statistics: {
    total_amount: 'coalesce(sum(pp.amount), 0)',
    paid_amount: `coalesce(sum(pp.amount) FILTER (WHERE pp.status = 'paid'), 0)`,
  },
};
