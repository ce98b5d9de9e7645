import type { ResourceDef } from './types.ts';
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
import { accessLogResource } from './defs/audit.ts';
import { statusApprovalsResource } from './defs/status-approvals.ts';
import { alertRulesResource } from '../reports/alert-rules.ts';
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
];

const byName: ReadonlyMap<string, ResourceDef> = new Map(resources.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
