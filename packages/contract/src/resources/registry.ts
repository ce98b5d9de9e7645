import type { ResourceDef } from './types.ts';
import { productGrowthResources } from './defs/products/growth.ts';
import { surveysResource } from './defs/surveys.ts';
import { usersResource } from './defs/users.ts';
import { clicksResource, completesResource } from './defs/clicks.ts';
import { supplierBuyersResource, suppliersResource } from './defs/suppliers.ts';
import { publishersResource } from './defs/publishers.ts';
import { appsResource } from './defs/apps.ts';
import { offerClicksResource, offerEventsResource, offerProvidersResource, offersResource } from './defs/offers.ts';
import { qualificationsResource, questionsResource } from './defs/questions.ts';
import { adminLogsResource, adminsResource } from './defs/staff.ts';
import { configsResource, ipLogsResource, paymentsResource } from './defs/operations.ts';
import { clickTicketsResource, surveyAttacksAppsResource } from '../support/resources.ts';
import { feedbackResource } from './defs/feedback.ts';
import { surveyAttacksResource, userFilterSearchResource, userProfilingSearchResource } from './defs/investigations.ts';
import { queueAlertRulesResource } from './defs/queue-alerts.ts';
import { accessLogResource } from './defs/audit.ts';
export { ACCESS_LOG_PERSONAL_FILTER } from './defs/audit.ts';
import { statusApprovalsResource } from './defs/status-approvals.ts';
import { alertRulesResource } from '../reports/alert-rules.ts';
import { adjustSpendAppsResource, adjustSpendDataResource, adjustSpendNetworksResource } from './defs/adjust-spend.ts';
import {
  offerClickSearchResource,
  offerClientsResource,
  offerIapImportsResource,
  offerPostbackLogsResource,
  offerSuppressionImportsResource,
  offerUserExportResource,
  offerUserIapDataResource,
} from './defs/offer-screens.ts';
import { publisherPaymentsResource } from '../reports/publisher-payments.ts';
import { deviceResultsResource, latencyLogsResource, researchDefenderLogResource, timezoneResultsResource } from './defs/quality-logs.ts';
import {
  cronjobLogsResource,
  devLogsResource,
  jobLogsResource,
  publisherApiRequestLogResource,
  shellLogsResource,
  systemLogsResource,
} from './defs/operation-logs.ts';
import {
  postbackLogsResource,
  reconciliationLogsResource,
  routerLogsResource,
  sourceExtensionResource,
  surveyInvitationsResource,
  surveyListReloadsResource,
} from './defs/traffic-logs.ts';
import {
  userBonusOffersResource,
  userProfilingsResource,
  userStatusChangesNewResource,
  userStatusChangesResource,
} from './defs/user-logs.ts';
import { ageQuestionsResource, questionMappingsResource } from '../question-mapping/resources.ts';
import { appArticlesResource, bonusSchedulesResource, homeContactsResource, surveyGroupsResource } from '../config-screens/resources.ts';
import {
  psaBuyersResource,
  psaMonthlyInvoicingResource,
  psaPopularQuestionsResource,
  psaSurveyPoInvoicingResource,
  psaSurveysResource,
} from '../sample-selling/resources.ts';
import {
  appSupplierSettingsResource,
  cintImportsResource,
  singleSurveyLinksResource,
  supplierReconciliationImportsResource,
} from '../supply-screens/resources.ts';
import { operatorConfigResources } from '../operator-config/resources.ts';
import { productNamedBonusGrantsResources, productResources } from './defs/products/index.ts';
import { chatFirstResponseTimeResource, chatWeeklyCsatResource, teamActivityResource, userBanStatisticsResource } from './defs/activity.ts';

/** Every table screen served by the generic list engine. */
export const resources: readonly ResourceDef[] = [
  surveysResource,
  usersResource,
  clicksResource,
  completesResource,
  suppliersResource,
  supplierBuyersResource,
  publishersResource,
  appsResource,
  offersResource,
  offerClicksResource,
  offerEventsResource,
  offerProvidersResource,
  questionsResource,
  qualificationsResource,
  adminsResource,
  adminLogsResource,
  ipLogsResource,
  paymentsResource,
  configsResource,
  clickTicketsResource,
  surveyAttacksAppsResource,
  accessLogResource,
  statusApprovalsResource,
  alertRulesResource,
  publisherPaymentsResource,
  // The investigator's screens (issue 17): quality logs, logs, lookups.
  latencyLogsResource,
  deviceResultsResource,
  timezoneResultsResource,
  researchDefenderLogResource,
  cronjobLogsResource,
  jobLogsResource,
  devLogsResource,
  shellLogsResource,
  systemLogsResource,
  publisherApiRequestLogResource,
  surveyInvitationsResource,
  surveyListReloadsResource,
  routerLogsResource,
  postbackLogsResource,
  reconciliationLogsResource,
  sourceExtensionResource,
  userStatusChangesResource,
  userStatusChangesNewResource,
  userProfilingsResource,
  userBonusOffersResource,
  teamActivityResource,
  chatWeeklyCsatResource,
  chatFirstResponseTimeResource,
  userBanStatisticsResource,
  feedbackResource,
  queueAlertRulesResource,
  surveyAttacksResource,
  userFilterSearchResource,
  userProfilingSearchResource,
  // Questions mapping and sample selling (issue 18).
  questionMappingsResource,
  ageQuestionsResource,
  psaBuyersResource,
  psaSurveysResource,
  psaMonthlyInvoicingResource,
  psaSurveyPoInvoicingResource,
  psaPopularQuestionsResource,
  homeContactsResource,
  appArticlesResource,
  surveyGroupsResource,
  bonusSchedulesResource,
  // Supply and sample screens (issue 18).
  singleSurveyLinksResource,
  cintImportsResource,
  supplierReconciliationImportsResource,
  appSupplierSettingsResource,
  // Operator config screens (issue 18): sources, survey publishers, A/B tests, permission groups, profiler defaults.
  ...operatorConfigResources,
  // The per-product pages of specification 04 section 1 (one definition per page kind).
  ...productResources,
  // The named-bonus pages' Granted tab (a second table of the same page).
  ...productNamedBonusGrantsResources,
  // The products' growth pages (issue 16).
  ...productGrowthResources,
  // Adjust spend (issue 18).
  adjustSpendAppsResource,
  adjustSpendNetworksResource,
  adjustSpendDataResource,
  // Offers (issue 18).
  offerClickSearchResource,
  offerUserIapDataResource,
  offerPostbackLogsResource,
  offerClientsResource,
  offerIapImportsResource,
  offerSuppressionImportsResource,
  offerUserExportResource,
];

const byName: ReadonlyMap<string, ResourceDef> = new Map(resources.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
