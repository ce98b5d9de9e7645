import type { ApiCall } from '../types.ts';
import { reports } from '../../reports/registry.ts';
import { ADMIN_DASHBOARD_CALL } from '../../reports/dashboard.ts';
import { ALERT_RULE_CALLS } from '../../reports/alert-rules.ts';
import { PUBLISHER_PAYMENT_CALLS } from '../../reports/publisher-payments.ts';
import { SUPPLIER_STATEMENT_CALLS } from '../../reports/defs/statements.ts';
import { DB_MONITORING_CALLS } from '../../reports/db-monitoring.ts';
import { SUB_PERMISSION } from '../../permissions/names.ts';
import { resourceCallsOf } from './resources.ts';

/** Reports (issue 15): each is a table (list and export calls, its route's permission), plus the dashboard. */
export const reportCalls: readonly ApiCall[] = [
  ...reports.flatMap((r) => resourceCallsOf(r.resource)),
  ...Object.values(ALERT_RULE_CALLS).map((c): ApiCall => ({ ...c, upstream: 'admin', permission: 'alert_system' })),
  ...Object.values(SUPPLIER_STATEMENT_CALLS).map((c): ApiCall => ({ ...c, upstream: 'admin', permission: 'supplier_statement' })),
  ...Object.values(PUBLISHER_PAYMENT_CALLS).map((c): ApiCall => ({ ...c, upstream: 'admin', permission: 'publisher_payments' })),
  { ...DB_MONITORING_CALLS.show, upstream: 'admin', permission: 'db_monitoring' },
  { ...DB_MONITORING_CALLS.cancel, upstream: 'admin', permission: SUB_PERMISSION.dbMonitoringCancelQuery },
  { name: ADMIN_DASHBOARD_CALL.name, method: 'GET', path: ADMIN_DASHBOARD_CALL.path, upstream: 'admin', permission: 'admin_dashboard' },
];
