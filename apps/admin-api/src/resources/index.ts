import { surveyAttacks, userFilterSearch, userProfilingSearch } from './investigations.ts';
import type { ServerResource } from '../list-engine/types.ts';
import { productGrowthServerResources } from './products-growth.ts';
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
import { feedback } from './feedback.ts';
import { queueAlertRules } from './queue-alerts.ts';
import { ageQuestions, questionMappings } from './question-mappings.ts';
import { appArticles, bonusSchedules, homeContacts, surveyGroups } from './config-screens.ts';
import { appSupplierSettings, cintImports, singleSurveyLinks, supplierReconciliationImports } from './supply-screens.ts';
import { operatorConfigServerResources } from './operator-config.ts';
import { psaBuyers, psaMonthlyInvoicing, psaPopularQuestions, psaSurveyPoInvoicing, psaSurveys } from './sample-selling.ts';
import { productServerResources } from './products/index.ts';
import { chatFirstResponseTime, chatWeeklyCsat, teamActivity, userBanStatistics } from './activity.ts';
import { adjustSpendApps, adjustSpendData, adjustSpendNetworks } from './adjust-spend.ts';
import {
  offerClickSearch,
  offerClients,
  offerIapImports,
  offerPostbackLogs,
  offerSuppressionImports,
  offerUserExport,
  offerUserIapData,
} from './offer-screens.ts';

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
  feedback,
  queueAlertRules,
  surveyAttacks,
  userFilterSearch,
  userProfilingSearch,
  // Questions mapping and sample selling (issue 18).
  questionMappings,
  ageQuestions,
  psaBuyers,
  psaSurveys,
  psaMonthlyInvoicing,
  psaSurveyPoInvoicing,
  psaPopularQuestions,
  homeContacts,
  appArticles,
  surveyGroups,
  bonusSchedules,
  // Supply and sample screens (issue 18).
  singleSurveyLinks,
  cintImports,
  supplierReconciliationImports,
  appSupplierSettings,
  // Operator config screens (issue 18).
  ...operatorConfigServerResources,
  // The per-product pages (issue 16).
  ...productServerResources,
  // The products' growth pages (issue 16).
  ...productGrowthServerResources,
  // Adjust spend (issue 18).
  adjustSpendApps,
  adjustSpendNetworks,
  adjustSpendData,
  // Offers (issue 18).
  offerClickSearch,
  offerUserIapData,
  offerPostbackLogs,
  offerClients,
  offerIapImports,
  offerSuppressionImports,
  offerUserExport,
];
