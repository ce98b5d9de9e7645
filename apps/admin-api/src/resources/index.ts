import type { ServerResource } from '../list-engine/types.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';
import { clicks, completes } from './clicks.ts';
import { supplierBuyers, suppliers } from './suppliers.ts';
import { apps, publishers } from './partners.ts';
import { offerClicks, offerEvents, offerProviders, offers } from './offers.ts';
import { qualifications, questions } from './questions.ts';
import { adminLogs, admins } from './staff.ts';
import { configs, ipLogs, payments } from './operations.ts';
import { clickTickets, surveyAttacksApps } from './support-operations.ts';
import { accessLog } from './audit.ts';
import { statusApprovals } from './status-approvals.ts';
import { alertRules } from './alert-rules.ts';
import { publisherPayments } from './publisher-payments.ts';
import { deviceResults, latencyLogs, researchDefenderLog, timezoneResults } from './quality-logs.ts';
import { cronjobLogs, devLogs, jobLogs, publisherApiRequestLog, shellLogs, systemLogs } from './operation-logs.ts';
import { postbackLogs, reconciliationLogs, routerLogs, sourceExtension, surveyInvitations, surveyListReloads } from './traffic-logs.ts';
import { userBonusOffers, userProfilings, userStatusChanges, userStatusChangesNew } from './user-logs.ts';
import { chatFirstResponseTime, chatWeeklyCsat, teamActivity, userBanStatistics } from './activity.ts';

/** The SQL side of every resource of the contract (one entry per contract resource). */
export const serverResources: readonly ServerResource[] = [
  surveys,
  users,
  clicks,
  completes,
  suppliers,
  supplierBuyers,
  publishers,
  apps,
  offers,
  offerClicks,
  offerEvents,
  offerProviders,
  questions,
  qualifications,
  admins,
  adminLogs,
  ipLogs,
  payments,
  configs,
  clickTickets,
  surveyAttacksApps,
  accessLog,
  statusApprovals,
  alertRules,
  publisherPayments,
  // The investigator's screens (issue 17).
  latencyLogs,
  deviceResults,
  timezoneResults,
  researchDefenderLog,
  cronjobLogs,
  jobLogs,
  devLogs,
  shellLogs,
  systemLogs,
  publisherApiRequestLog,
  surveyInvitations,
  surveyListReloads,
  routerLogs,
  postbackLogs,
  reconciliationLogs,
  sourceExtension,
  userStatusChanges,
  userStatusChangesNew,
  userProfilings,
  userBonusOffers,
  teamActivity,
  chatWeeklyCsat,
  chatFirstResponseTime,
  userBanStatistics,
];
