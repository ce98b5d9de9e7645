import { SUB_PERMISSION } from '../../permissions/names.ts';
import { withStepUp, type ApiCall, type HttpMethod } from '../types.ts';

/** The user-details page's permission: acting on a user needs the page. Fixed grants narrow it further. */
const USER_DETAILS = 'user_details';

export const userActionCall = (
  name: string,
  method: HttpMethod,
  path: string,
  permission: ApiCall['permission'] = USER_DETAILS,
): ApiCall => ({
  name: `userActions.${name}`,
  method,
  path,
  upstream: 'admin',
  permission,
});

/** Status changes (ban, shadow ban, on hold, review, activate with protection) and supplier bans. */
const statusActionCalls: readonly ApiCall[] = [
  withStepUp(userActionCall('status', 'PUT', '/api/users/:id/status')),
  // One change for many users from the users list, refused where any of them would need an approval (ours).
  withStepUp(userActionCall('bulkStatus', 'PUT', '/api/users/status')),
  // The approval step of a status change (ours): the same permission as the change; who may approve,
  // reject or cancel is decided by admin-api from the role and the requester (approval-rules.ts).
  userActionCall('statusApproval', 'GET', '/api/users/:id/status-approval'),
  withStepUp(userActionCall('statusApprovalRequest', 'POST', '/api/users/:id/status-approval')),
  withStepUp(userActionCall('statusApprovalApprove', 'POST', '/api/users/:id/status-approval/:requestId/approve')),
  withStepUp(userActionCall('statusApprovalReject', 'POST', '/api/users/:id/status-approval/:requestId/reject')),
  withStepUp(userActionCall('statusApprovalCancel', 'POST', '/api/users/:id/status-approval/:requestId/cancel')),
  withStepUp(userActionCall('supplierBan', 'POST', '/api/user/:id/supplier-ban')),
  withStepUp(userActionCall('supplierActivate', 'PATCH', '/api/user/:userId/supplier/:supplierId/activate')),
  withStepUp(userActionCall('supplierLift', 'DELETE', '/api/user/:userId/ban/:supplierId')),
  withStepUp(userActionCall('supplierReset', 'POST', '/api/user/:userId/reset-supplier/:supplierId')),
];

/** Settings, the user comment, country and languages (specification 02, sections 7 and 8). */
const settingsActionCalls: readonly ApiCall[] = [
  userActionCall('settingStatus', 'POST', '/api/user/:userId/setting-status'),
  userActionCall('comment', 'POST', '/api/user/:userId/comment'),
  userActionCall('country', 'PUT', '/api/user/:id/country'),
  userActionCall('languages', 'PUT', '/api/user/:userId/languages'),
  userActionCall('interfaceLanguage', 'POST', '/api/user/:userId/interface-language/:code'),
  userActionCall('payoutAdjustment', 'PUT', '/api/user/:userId/payout-adjustment'),
  // Supreme super admin or QA only (specification 02, section 6): the fixed grant holds exactly 1, 11, 26, 46.
  userActionCall('minPublisherPayout', 'PUT', '/api/user/:userId/min-publisher-payout', SUB_PERMISSION.userPayoutLimits),
  userActionCall('maxReconciliationBuyers', 'PUT', '/api/user/:userId/max-reconciliation-buyers', SUB_PERMISSION.userPayoutLimits),
  userActionCall('resetBirthdate', 'PUT', '/api/user/:userId/reset-birthdate'),
];

/**
 * Goodwill credit (user_credit: 1, 5, 26, 32, 50, 93) and offer-event credit now / hide
 * (offer_event_credit: 1, 5, 15, 26, 50), specification 02, sections 4 and 6.
 */
// Credits and status changes need a recent sign-in or re-authentication (withStepUp, issue 24 item 5).
const creditActionCalls: readonly ApiCall[] = [
  withStepUp(userActionCall('goodwillCredit', 'POST', '/api/user/:userId/goodwill-credit', SUB_PERMISSION.userCredit)),
  // The list of past goodwill credits is read by whoever may open the page.
  userActionCall('goodwillCredits', 'GET', '/api/user/:userId/goodwill-credits'),
  withStepUp(userActionCall('offerEventCreditNow', 'POST', '/api/offer-events/:id/credit-now', SUB_PERMISSION.offerEventCredit)),
  withStepUp(userActionCall('offerEventHide', 'POST', '/api/offer-events/:id/hide', SUB_PERMISSION.offerEventCredit)),
];

/**
 * The write calls on a platform user (specification 02, section 7), answered by admin-api. Each area
 * keeps its own list below; this array merges them.
 */
export const userActionCalls: readonly ApiCall[] = [
  // Areas add their calls below.
  ...statusActionCalls,
  ...settingsActionCalls,
  ...creditActionCalls,
];
