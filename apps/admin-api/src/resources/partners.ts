import { appsResource, publishersResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { booleanFilter } from './options.ts';

export const publishers: ServerResource = {
  def: publishersResource,
  from: 'admin.publishers pb',
  idExpr: 'pb.id',
  idType: 'integer',
  columns: {
    id: 'pb.id',
    name: 'pb.name',
    status: 'pb.status',
    contact_email: 'pb.contact_email',
    revenue_share: 'pb.revenue_share::float8',
    created_at: 'pb.created_at',
  },
  sorts: { revenue_share: 'pb.revenue_share' },
  search: ({ pattern, id }) => `pb.id = ${id} OR pb.name ILIKE ${pattern}`,
};

/** The apps of core (owned by the core schema, listed here). */
export const apps: ServerResource = {
  def: appsResource,
  from: 'core.apps a',
  idExpr: 'a.id',
  idType: 'integer',
  columns: {
    id: 'a.id',
    name: 'a.name',
    hash: 'a.hash',
    project: 'a.project',
    currency_name: 'a.currency_name',
    points_divisor: 'a.points_divisor',
    exchange_rate: 'a.exchange_rate::float8',
    is_core: 'a.is_core',
    surveys_running: 'a.surveys_running',
    users_count: '(SELECT count(*)::int FROM admin.users u WHERE u.app_id = a.id)',
    created_at: 'a.created_at',
  },
  filters: { is_core: booleanFilter('a.is_core'), surveys_running: booleanFilter('a.surveys_running') },
  options: { project: `SELECT DISTINCT project AS value, project AS label FROM core.apps WHERE project IS NOT NULL ORDER BY 1` },
  search: ({ pattern, id }) => `a.id = ${id} OR a.name ILIKE ${pattern}`,
};
