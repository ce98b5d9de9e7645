import { SIGNED_IN, type ApiCall } from '../types.ts';
import { adminLogBody, ZAdminLogAnswer } from '../../schemas/admin-log.ts';
import { gatewayCalls } from './gateway.ts';
import { adminCalls } from './admin.ts';
import { chatCalls } from './chat.ts';
import { supportCalls } from './support.ts';
import { resourceCalls } from './resources.ts';
import { reportCalls } from './reports.ts';
import { userDetailsCalls } from './user-details.ts';
import { userActionCalls } from './user-actions.ts';
import { multiSearchCalls } from '../../search/multi-search.ts';
import { findDataCalls } from '../../search/find-data.ts';
import { surveyAttackCalls } from '../../resources/defs/investigations.ts';
import { feedbackCalls } from '../../resources/defs/feedback.ts';
import { jobLogCalls } from '../../resources/defs/operation-logs.ts';
import { appCalls } from '../../resources/defs/apps.ts';
import { queueAlertCalls } from '../../resources/defs/queue-alerts.ts';
import { questionMappingCalls } from '../../question-mapping/calls.ts';
import { psaInvoiceCalls } from '../../sample-selling/calls.ts';
import { productMoneyCalls } from '../../product-money/calls.ts';
import { namedBonusGrantsCalls } from '../../resources/defs/products/named-bonus.ts';
import { productGrowthCalls } from './products.ts';
import { clusterUserCalls } from '../../reports/cluster-users.ts';

/**
 * Page views and actions (specification 01, 2.1 and 7): every signed-in admin writes them. Built here,
 * beside the catalogue, because its body's request_url must be a page or a path of this catalogue
 * (read when a body is checked, so the schema module needs no import of the catalogue).
 */
export const ADMIN_LOG_CALL = {
  name: 'adminLogs.create',
  method: 'POST',
  path: '/api/admin-logs',
  upstream: 'admin',
  permission: SIGNED_IN,
  status: 201,
  summary: 'Records a page view or an action of the calling admin',
  body: adminLogBody(() => apiCalls),
  answer: ZAdminLogAnswer,
} as const satisfies ApiCall;
/** The body POST /api/admin-logs accepts (ADMIN_LOG_CALL's). */
export const ZAdminLogBody = ADMIN_LOG_CALL.body;

/**
 * Every call the gateway lets through. A request matching none of these is refused (deny by default).
 * Each area owns one file; this list only merges them.
 */
export const apiCalls: readonly ApiCall[] = [
  ...gatewayCalls,
  ADMIN_LOG_CALL,
  ...adminCalls,
  ...chatCalls,
  ...supportCalls,
  ...resourceCalls,
  ...reportCalls,
  ...userDetailsCalls,
  ...userActionCalls,
  ...multiSearchCalls,
  ...findDataCalls,
  ...surveyAttackCalls,
  ...feedbackCalls,
  ...jobLogCalls,
  ...appCalls,
  ...queueAlertCalls,
  ...questionMappingCalls,
  ...psaInvoiceCalls,
  ...productMoneyCalls,
  ...namedBonusGrantsCalls,
  ...productGrowthCalls,
  ...clusterUserCalls,
];

export { ADMIN_CALL } from './admin.ts';
export { productRowActionCall } from './products.ts';
export { OPTION_SEARCH_CALL, resourceCallsOf } from './resources.ts';
export { RESOURCE_CARD_CALL } from './resource-cards.ts';
export { siblingCardCall, USER_DETAILS_CALL } from './user-details.ts';
export { CREDIT_ACTION_CALL, SETTINGS_ACTION_CALL, STATUS_ACTION_CALL } from './user-actions.ts';
// The gateway's own call names and the switch-account permission (gateway.ts), for the gateway and the SPA.
export { ACCOUNT_CALL, GATEWAY_CALL, type GatewayCallName } from './gateway.ts';
