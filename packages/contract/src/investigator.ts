import { staffReports } from './reports/defs/staff.ts';
import { ipLogReports } from './reports/defs/ip-logs.ts';
import { qualityReports } from './reports/defs/quality.ts';
import type { ReportDef } from './reports/types.ts';
import * as quality from './resources/defs/quality-logs.ts';
import * as operations from './resources/defs/operation-logs.ts';
import * as traffic from './resources/defs/traffic-logs.ts';
import * as userLogs from './resources/defs/user-logs.ts';
import * as activity from './resources/defs/activity.ts';
import { feedbackResource } from './resources/defs/feedback.ts';
import { queueAlertRulesResource } from './resources/defs/queue-alerts.ts';
import * as investigations from './resources/defs/investigations.ts';
import { lookupReports } from './reports/defs/lookups.ts';
import type { ResourceDef } from './resources/types.ts';

/**
 * The investigator's screens (issue 17, specification 04 sections 4 to 7), named once: the service
 * tests and the browser sweep read these lists rather than keeping their own.
 */
export const investigatorTableScreens: readonly ResourceDef[] = [
  quality.latencyLogsResource,
  quality.deviceResultsResource,
  quality.timezoneResultsResource,
  quality.researchDefenderLogResource,
  operations.cronjobLogsResource,
  operations.jobLogsResource,
  operations.devLogsResource,
  operations.shellLogsResource,
  operations.systemLogsResource,
  operations.publisherApiRequestLogResource,
  traffic.surveyInvitationsResource,
  traffic.surveyListReloadsResource,
  traffic.routerLogsResource,
  traffic.postbackLogsResource,
  traffic.reconciliationLogsResource,
  traffic.sourceExtensionResource,
  userLogs.userStatusChangesResource,
  userLogs.userStatusChangesNewResource,
  userLogs.userProfilingsResource,
  userLogs.userBonusOffersResource,
  activity.teamActivityResource,
  activity.chatWeeklyCsatResource,
  activity.chatFirstResponseTimeResource,
  activity.userBanStatisticsResource,
  feedbackResource,
  queueAlertRulesResource,
  investigations.surveyAttacksResource,
  investigations.userFilterSearchResource,
  investigations.userProfilingSearchResource,
];

/** The investigator's aggregated screens, served by the report engine. */
export const investigatorReports: readonly ReportDef[] = [...qualityReports, ...staffReports, ...ipLogReports, ...lookupReports];
