import { adminLogsResource, adminsResource, LIST_DEFAULTS } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/** Staff accounts: the columns never include the password hash. */
export const admins: ServerResource = {
  def: { ...adminsResource, defaultSort: { ...LIST_DEFAULTS.sort, direction: 'asc' } },
  from: 'core.admins ad',
  idExpr: 'ad.id',
  idType: 'integer',
  columns: {
    id: 'ad.id',
    name: 'ad.name',
    email: 'ad.email',
    role: 'ad.role',
    hex_color: 'ad.hex_color',
    modules: "coalesce(ad.permissions->'modules', '[]'::jsonb)",
  },
  search: ({ pattern, id }) => `ad.name ILIKE ${pattern} OR ad.email ILIKE ${pattern} OR ad.id = ${id}`,
};

export const adminLogs: ServerResource = {
  def: adminLogsResource,
  from: `admin.admin_logs l
    LEFT JOIN core.admins a ON a.id = l.admin_id
    LEFT JOIN core.admins oa ON oa.id = l.original_admin_id`,
  idExpr: 'l.id',
  columns: {
    id: 'l.id',
    admin_id: 'l.admin_id',
    admin_name: 'a.name',
    original_admin_id: 'l.original_admin_id',
    original_admin_name: 'oa.name',
    origin: 'l.origin',
    type: 'l.type',
    action: 'l.action',
    request_url: 'l.request_url',
    data: 'l.data',
    created_at: 'l.created_at',
  },
  options: { admin_id: OPTIONS_SQL.admins },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};
