import { configsResource, ipLogsResource, paymentsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

export const ipLogs: ServerResource = {
  def: ipLogsResource,
  from: 'admin.ip_logs il',
  idExpr: 'il.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'il.id',
    user_id: 'il.user_id',
    ip: 'host(il.ip)',
    country_code: 'il.country_code',
    city: 'il.city',
    action: 'il.action',
    user_agent: 'il.user_agent',
    created_at: 'il.created_at',
  },
  filters: { userId: 'il.user_id', ip: 'il.ip' },
  valueBranches: ['userId'],
  options: { country_code: OPTIONS_SQL.countries },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const payments: ServerResource = {
  def: paymentsResource,
  from: 'admin.payments p JOIN core.apps a ON a.id = p.app_id',
  idExpr: 'p.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'p.id',
    user_id: 'p.user_id',
    app_id: 'p.app_id',
    app_name: 'a.name',
    amount: 'p.amount::float8',
    method: 'p.method',
    status: 'p.status',
    reference: 'p.reference',
    created_at: 'p.created_at',
    paid_at: 'p.paid_at',
  },
  sorts: { amount: 'p.amount' },
  filters: { userId: 'p.user_id', amount: 'p.amount', month: 'p.created_at' },
  valueBranches: ['userId'],
  options: { app_id: OPTIONS_SQL.apps, method: 'SELECT DISTINCT method AS value, method AS label FROM admin.payments ORDER BY 1' },
  statistics: { total_amount: 'coalesce(sum(p.amount), 0)', paid_amount: 'coalesce(sum(p.amount) FILTER (WHERE p.status = 1), 0)' },
};

export const configs: ServerResource = {
  def: configsResource,
  from: 'admin.configs cf LEFT JOIN core.admins a ON a.id = cf.updated_by',
  idExpr: 'cf.id',
  idType: 'integer',
  columns: {
    id: 'cf.id',
    key: 'cf.key',
    value: 'cf.value',
    description: 'cf.description',
    updated_at: 'cf.updated_at',
    updated_by: 'cf.updated_by',
    updated_by_name: 'a.name',
  },
  search: ({ pattern }) => `cf.key ILIKE ${pattern}`,
  import: {
    table: 'admin.configs',
    types: { key: 'text', value: 'text', description: 'text' },
    touch: { updated_at: 'now', updated_by: 'admin' },
  },
  form: { table: 'admin.configs', unique: 'key', touch: { updated_at: 'now', updated_by: 'admin' } },
};
