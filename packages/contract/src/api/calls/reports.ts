import type { ApiCall } from '../types.ts';
import { reports } from '../../reports/registry.ts';
import { ADMIN_DASHBOARD_CALL } from '../../reports/dashboard.ts';
import { resourceCallsOf } from './resources.ts';

/** Reports (issue 15): each is a table (list and export calls, its route's permission), plus the dashboard. */
export const reportCalls: readonly ApiCall[] = [
  ...reports.flatMap((r) => resourceCallsOf(r.resource)),
  { name: ADMIN_DASHBOARD_CALL.name, method: 'GET', path: ADMIN_DASHBOARD_CALL.path, upstream: 'admin', permission: 'admin_dashboard' },
];
