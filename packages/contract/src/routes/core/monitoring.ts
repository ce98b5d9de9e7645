import { SUB_PERMISSION as P } from '../../permissions/names.ts';
import { page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Monitoring (specification 01, 2.3, third bullet). */
export const monitoringRoutes: readonly RouteDef[] = [
  page('/alert-system', 'Alert System', 'monitoring'),
  page('/daily-overview', 'Daily Overview', 'monitoring'),
  page('/daily-survey-sync', 'Daily Survey Sync', 'monitoring'),
  page('/response-status', 'Response Status', 'monitoring'),
  page('/reconciliation-pacing', 'Reconciliation Pacing', 'monitoring.reconciliations'),
  // "Shown only via a flag for entry-link logs": no menu link; the Entry Link Logs quick link opens it.
  page('/survey-invitations', 'Entry Link Logs', 'log', { flags: { hidden: true } }),
  page('/survey-inventory', 'Survey Inventory', 'surveys'),
  page('/response-status-statistics', 'Response Status Statistics', 'monitoring.statistics'),
  page('/top-surveys', 'Top Surveys', 'monitoring.top_surveys'),
  page('/bitburst-comparison', 'Bitburst Comparison', 'monitoring.top_surveys'),
  page('/job-monitoring', 'Job Monitoring', 'monitoring'),
  page('/supplier-statement', 'Supplier Statement', 'monitoring.reconciliations'),
  page('/team-activity', 'Team Activity', 'activity'),
  page('/team-activity-summary', 'Team Activity Summary', 'activity'),
];

/** Spend, quality and operations (specification 01, 2.3, fourth bullet). */
export const spendQualityRoutes: readonly RouteDef[] = [
  page('/adjust-spend-apps', 'Adjust Spend Apps', 'monitoring.adjust_spend', { subPermissions: [P.adjustSpendAppsManage] }),
  page('/adjust-spend-networks', 'Adjust Spend Networks', 'monitoring.adjust_spend', { subPermissions: [P.adjustSpendNetworksManage] }),
  page('/adjust-spend-data', 'Adjust Spend Data', 'monitoring.adjust_spend', { subPermissions: [P.adjustSpendDataImport] }),
  page('/db-monitoring', 'DB Monitoring', 'monitoring', { subPermissions: [P.dbMonitoringCancelQuery] }),
  page('/rewards-liability', 'Rewards Liability', 'monitoring.report'),
  page('/survey-attacks', 'Survey Attacks', 'quality'),
  page('/fraud-review-statistics', 'Fraud Review Statistics', 'quality'),
  page('/activity-breakdown', 'Activity Breakdown', 'activity'),
  page('/geo-mapping', 'Geo Mapping', 'quality'),
  page('/latency-logs', 'Latency Logs', 'quality'),
  page('/user-ban-statistics', 'User Ban Statistics', 'quality'),
  page('/delivery-overview', 'Delivery Overview', 'monitoring'),
  page('/device-results', 'Device Results', 'quality'),
  page('/timezone-results', 'Timezone Results', 'quality'),
  page('/queue-alert-system', 'Queue Alert System', 'monitoring.chat'),
  page('/support-performance', 'Support Performance', 'monitoring.chat'),
  page('/user-profiling-search', 'User Profiling Search', 'users'),
  page('/supplier-top-surveys', 'Supplier Top Surveys', 'monitoring.top_surveys'),
  page('/cint-imports', 'Cint Imports', 'surveys'),
  page('/high-risk-metrics', 'High Risk Metrics', 'quality'),
  page('/postback-logs', 'Postback Logs', 'log', { subPermissions: [P.postbackLogsExport] }),
];
