import type { ApiCall } from '../types.ts';
import { reports } from '../../reports/registry.ts';
import { reportAnswerOf } from '../../reports/schemas.ts';
import { ADMIN_DASHBOARD_CALL } from '../../reports/dashboard.ts';
import { ALERT_RULE_CALLS } from '../../reports/alert-rules.ts';
import { PUBLISHER_PAYMENT_CALLS } from '../../reports/publisher-payments.ts';
import { SUPPLIER_STATEMENT_CALLS } from '../../reports/defs/statements.ts';
import { DB_MONITORING_CALLS } from '../../reports/db-monitoring.ts';
import { resourceCallsOf } from './resources.ts';

/**
 * Reports (issue 15): each is a table (list and export calls, its route's permission) answering the report
 * response (its rows, chart and view), plus the dashboard.
 */
export const reportCalls: readonly ApiCall[] = [
  ...reports.flatMap((r) => resourceCallsOf(r.resource, reportAnswerOf(r))),
  ...Object.values(ALERT_RULE_CALLS),
  ...Object.values(SUPPLIER_STATEMENT_CALLS),
  ...Object.values(PUBLISHER_PAYMENT_CALLS),
  ...Object.values(DB_MONITORING_CALLS),
  ADMIN_DASHBOARD_CALL,
];
