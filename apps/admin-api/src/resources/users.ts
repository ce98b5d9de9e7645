import { usersResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

export const users: ServerResource = {
  def: usersResource,
  from: 'admin.users u JOIN core.apps a ON a.id = u.app_id',
  idExpr: 'u.id',
  keysetSorts: ['created_at', 'app_id'],
  columns: {
    id: 'u.id',
    app_id: 'u.app_id',
    app_name: 'a.name',
    hash: 'u.hash',
    email: 'u.email',
    external_user_id: 'u.external_user_id',
    external_source: 'u.external_source',
    country_code: 'u.country_code',
    status: 'u.status',
    // Shown divided by 100, as the user's hover card shows it (specification 01, 9); the export writes the same.
    balance: 'round(u.balance / 100.0, 2)',
    created_at: 'u.created_at',
    last_click_at: 'u.last_click_at',
  },
  filters: { ids: 'u.id' },
  options: { app_id: OPTIONS_SQL.apps, country_code: OPTIONS_SQL.countries },
  search: ({ text, pattern, id }) => `u.id = ${id} OR u.email ILIKE ${pattern} OR u.hash = ${text}`,
};
