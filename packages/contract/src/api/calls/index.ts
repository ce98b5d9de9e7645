import type { ApiCall } from '../types.ts';
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
import { queueAlertCalls } from '../../resources/defs/queue-alerts.ts';
import { questionMappingCalls } from '../../question-mapping/calls.ts';
import { psaInvoiceCalls } from '../../sample-selling/calls.ts';
import { productMoneyCalls } from '../../product-money/calls.ts';
import { namedBonusGrantsCalls } from '../../resources/defs/products/named-bonus.ts';
import { productGrowthCalls } from './products.ts';
import { clusterUserCalls } from '../../reports/cluster-users.ts';

/**
 * Every call the gateway lets through. A request matching none of these is refused (deny by default).
 * Each area owns one file; this list only merges them.
 */
export const apiCalls: readonly ApiCall[] = [
  ...gatewayCalls,
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
  ...queueAlertCalls,
  ...questionMappingCalls,
  ...psaInvoiceCalls,
  ...productMoneyCalls,
  ...namedBonusGrantsCalls,
  ...productGrowthCalls,
  ...clusterUserCalls,
];

// The gateway's own call names and the switch-account permission (gateway.ts), for the gateway and the SPA.
export { ACCOUNT_CALL, GATEWAY_CALL, type GatewayCallName } from './gateway.ts';
