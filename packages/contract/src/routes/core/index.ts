import { page } from '../define.ts';
import type { RouteDef } from '../types.ts';
import { chatSupportRoutes, moreRoutes } from './chat-more.ts';
import { logsFinanceRoutes, searchReportRoutes } from './logs-finance.ts';
import { monitoringRoutes, spendQualityRoutes } from './monitoring.ts';
import { offerRoutes, reportRoutes } from './offers-reports.ts';
import { clickRoutes, reviewLogRoutes } from './reviews-logs.ts';
import { questionConfigRoutes, supplierRoutes } from './suppliers-config.ts';
import { surveysAndPeopleRoutes } from './surveys-people.ts';

/** The auditors' screen over the gateway's access log (a later issue); not a route of the specification. */
export const auditRoute: RouteDef = page('/audit', 'Audit', 'log');
/** The queue of status changes awaiting an approval (issue 5's approval step); not a route of the specification. */
export const statusApprovalsRoute: RouteDef = page('/status-approvals', 'Status Approvals', 'users');

/** Every core route of specification 01 section 2.3, in the order the specification lists them. */
export const coreRoutes: readonly RouteDef[] = [
  ...surveysAndPeopleRoutes,
  ...monitoringRoutes,
  ...spendQualityRoutes,
  ...logsFinanceRoutes,
  ...searchReportRoutes,
  ...supplierRoutes,
  ...questionConfigRoutes,
  ...reviewLogRoutes,
  ...clickRoutes,
  ...chatSupportRoutes,
  ...moreRoutes,
  ...offerRoutes,
  ...reportRoutes,
  auditRoute,
  statusApprovalsRoute,
];
