import { supplierBuyersResource, suppliersResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

export const suppliers: ServerResource = {
  def: suppliersResource,
  from: 'admin.suppliers sp',
  idExpr: 'sp.id',
  idType: 'integer',
  columns: {
    id: 'sp.id',
    name: 'sp.name',
    status: 'sp.status',
    buyers_count: '(SELECT count(*)::int FROM admin.supplier_buyers b WHERE b.supplier_id = sp.id)',
    surveys_count: '(SELECT count(*)::int FROM admin.surveys s WHERE s.supplier_id = sp.id)',
    created_at: 'sp.created_at',
  },
  search: ({ pattern, id }) => `sp.id = ${id} OR sp.name ILIKE ${pattern}`,
};

export const supplierBuyers: ServerResource = {
  def: supplierBuyersResource,
  from: 'admin.supplier_buyers sb JOIN admin.suppliers sp ON sp.id = sb.supplier_id',
  idExpr: 'sb.id',
  idType: 'integer',
  columns: {
    id: 'sb.id',
    supplier_id: 'sb.supplier_id',
    supplier_name: 'sp.name',
    supplier_buyer_id: 'sb.supplier_buyer_id',
    supplier_buyer_name: 'sb.supplier_buyer_name',
    surveys_count: '(SELECT count(*)::int FROM admin.surveys s WHERE s.supplier_buyer_id = sb.id)',
    created_at: 'sb.created_at',
  },
  options: { supplier_id: OPTIONS_SQL.suppliers },
  search: ({ text, pattern, id }) => `sb.id = ${id} OR sb.supplier_buyer_name ILIKE ${pattern} OR sb.supplier_buyer_id = ${text}`,
};
