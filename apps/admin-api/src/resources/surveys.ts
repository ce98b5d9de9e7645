import { surveysResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

export const surveys: ServerResource = {
  def: surveysResource,
  from: `admin.surveys s
    JOIN admin.suppliers sp ON sp.id = s.supplier_id
    LEFT JOIN admin.supplier_buyers sb ON sb.id = s.supplier_buyer_id`,
  idExpr: 's.id',
  keysetSorts: ['created_at', 'supplier_id'],
  idType: 'integer',
  columns: {
    id: 's.id',
    name: 's.name',
    supplier_id: 's.supplier_id',
    supplier_name: 'sp.name',
    supplier_buyer_id: 's.supplier_buyer_id',
    supplier_buyer_name: 'sb.supplier_buyer_name',
    external_survey_id: 's.external_survey_id',
    status: 's.status',
    visibility: 's.visibility',
    reasons: 's.reasons',
    country_code: 's.country_code',
    cpi: 's.cpi::float8',
    revenue: 's.revenue::float8',
    loi: 's.loi',
    created_at: 's.created_at',
  },
  sorts: { cpi: 's.cpi', revenue: 's.revenue' },
  filters: { cpi: 's.cpi' },
  options: { supplier_id: OPTIONS_SQL.suppliers, country_code: OPTIONS_SQL.countries },
  search: ({ pattern, id }) => `s.id = ${id} OR s.name ILIKE ${pattern}`,
  statistics: { total_revenue: 'coalesce(sum(s.revenue), 0)', average_cpi: 'coalesce(round(avg(s.cpi), 2), 0)' },
  import: {
    table: 'admin.surveys',
    types: {
      id: 'integer',
      supplier_id: 'integer',
      supplier_buyer_id: 'integer',
      external_survey_id: 'text',
      name: 'text',
      status: 'smallint',
      visibility: 'smallint',
      country_code: 'char(2)',
      cpi: 'numeric',
      loi: 'integer',
    },
    touch: { updated_at: 'now' },
  },
};
