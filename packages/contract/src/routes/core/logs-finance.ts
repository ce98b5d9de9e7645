import { page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Logs and finance (specification 01, 2.3, fifth bullet). */
export const logsFinanceRoutes: readonly RouteDef[] = [
  page('/ip-logs', 'IP Logs', 'log'),
  page('/admin-logs', 'Admin Logs', 'log'),
  page('/iplogsone', 'IP Logs One', 'log'),
  page('/iplogstwo', 'IP Logs Two', 'log'),
  page('/iplogsthree', 'IP Logs Three', 'log'),
  page('/reconciliation-chart', 'Reconciliation Chart', 'monitoring.reconciliations'),
  page('/publisher-transactions', 'Publisher Transactions', 'publishers'),
  page('/publisher-payments', 'Publisher Payments', 'publishers'),
  page('/app-overview', 'App Overview', 'publishers'),
  page('/single-survey-links', 'Single Survey Links', 'surveys'),
  page('/publisher-performance', 'Publisher Performance', 'publishers'),
  page('/app-performance', 'App Performance', 'publishers'),
  page('/app-supplier-settings', 'App Supplier Settings', 'config'),
  page('/prime-sample-buyers', 'Prime Sample Buyers', 'surveys'),
  page('/dynata-top-surveys', 'Dynata Top Surveys', 'monitoring.top_surveys'),
  page('/financial-report', 'Financial Report', 'monitoring.report'),
  page('/supplier-statistics', 'Supplier Statistics', 'monitoring.statistics'),
  page('/survey-list-reload-statistics', 'Survey List Reload Statistics', 'monitoring.statistics'),
  page('/cronjob-logs', 'Cronjob Logs', 'log'),
];

/** Search and the three reports (specification 01, 2.3, sixth and seventh bullets). */
export const searchReportRoutes: readonly RouteDef[] = [
  page('/multi-search-users', 'Multi Search Users', 'users'),
  page('/bonus-schedules', 'Bonus Schedules', 'config'),
  page('/multi-search-clicks', 'Multi Search Clicks', 'activity'),
  page('/offer-click-search', 'Offer Click Search', 'offers'),
  page('/report/performance', 'Clicks Report', 'monitoring.report'),
  page('/report/completes', 'Completes Report', 'monitoring.report'),
  page('/report/reconciliation', 'Reconciliation Report', 'monitoring.reconciliations'),
];
