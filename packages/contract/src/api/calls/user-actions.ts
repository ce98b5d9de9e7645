import { SUB_PERMISSION } from '../../permissions/names.ts';
import { ZUserDetailsIdParams, ZUserDetailsUserIdParams } from '../../user-details/schemas/params.ts';
import { ZUserStatusAnswer, ZUserStatusChange } from '../../user-actions/status.ts';
import { ZUserBulkStatusAnswer, ZUserBulkStatusChange } from '../../user-actions/bulk-status.ts';
import {
  ZPendingStatusApprovalAnswer,
  ZStatusApprovalAnswer,
  ZStatusApprovalParams,
  ZStatusApprovalRejectBody,
} from '../../user-actions/status-approval.ts';
import { ZSupplierBan, ZSupplierStatisticsAnswer, ZUserSupplierParams } from '../../user-actions/supplier.ts';
import {
  ZMaxReconciliationBuyersBody,
  ZMinPublisherPayoutBody,
  ZPayoutAdjustmentBody,
  ZSettingStatusBody,
  ZUserCommentAnswer,
  ZUserCommentBody,
  ZUserCountryBody,
  ZUserInterfaceLanguageParams,
  ZUserLanguagesBody,
  ZUserSettingsAnswer,
} from '../../user-actions/settings.ts';
import { ZGoodwillCreditAnswer, ZGoodwillCreditBody, ZGoodwillCreditsAnswer } from '../../user-actions/credit.ts';
import { ZOfferEventCreditAnswer, ZOfferEventHideAnswer, ZOfferEventIdParams } from '../../user-actions/offer-events.ts';
import { ZNoBody } from '../../schemas/no-body.ts';
import { withStepUp, type ApiCall, type CallExtra, type HttpMethod } from '../types.ts';

/** The user-details page's permission: acting on a user needs the page. Fixed grants narrow it further. */
const USER_DETAILS = 'user_details';

/** A write call on a platform user, with its summary and schemas (admin-api registers it with routeCall). */
const userActionCall = <const E extends CallExtra>(
  name: string,
  method: HttpMethod,
  path: string,
  extra: E,
  permission: ApiCall['permission'] = USER_DETAILS,
) => ({
  name: `userActions.${name}`,
  method,
  path,
  upstream: 'admin' as const,
  permission,
  ...extra,
});

/** Status changes (ban, shadow ban, on hold, review, activate with protection) and supplier bans. */
const supplierAnswer = { answer: ZSupplierStatisticsAnswer } as const;
export const STATUS_ACTION_CALL = {
  status: withStepUp(
    userActionCall('status', 'PUT', '/api/users/:id/status', {
      summary: "Changes a user's status",
      params: ZUserDetailsIdParams,
      body: ZUserStatusChange,
      answer: ZUserStatusAnswer,
    }),
  ),
  // One change for many users from the users list, refused where any of them would need an approval (ours).
  bulkStatus: withStepUp(
    userActionCall('bulkStatus', 'PUT', '/api/users/status', {
      summary: 'Changes the status of many users at once',
      body: ZUserBulkStatusChange,
      answer: ZUserBulkStatusAnswer,
    }),
  ),
  // The approval step of a status change (ours): the same permission as the change; who may approve,
  // reject or cancel is decided by admin-api from the role and the requester (approval-rules.ts).
  statusApproval: userActionCall('statusApproval', 'GET', '/api/users/:id/status-approval', {
    summary: "The user's status change waiting for approval, if any",
    params: ZUserDetailsIdParams,
    answer: ZPendingStatusApprovalAnswer,
  }),
  statusApprovalRequest: withStepUp(
    userActionCall('statusApprovalRequest', 'POST', '/api/users/:id/status-approval', {
      summary: 'Asks for a status change that needs an approval',
      params: ZUserDetailsIdParams,
      body: ZUserStatusChange,
      answer: ZStatusApprovalAnswer,
    }),
  ),
  statusApprovalApprove: withStepUp(
    userActionCall('statusApprovalApprove', 'POST', '/api/users/:id/status-approval/:requestId/approve', {
      summary: 'Approves a status change and applies it',
      params: ZStatusApprovalParams,
      body: ZNoBody,
      answer: ZUserStatusAnswer,
    }),
  ),
  statusApprovalReject: withStepUp(
    userActionCall('statusApprovalReject', 'POST', '/api/users/:id/status-approval/:requestId/reject', {
      summary: 'Rejects a status change, with a reason',
      params: ZStatusApprovalParams,
      body: ZStatusApprovalRejectBody,
      answer: ZStatusApprovalAnswer,
    }),
  ),
  statusApprovalCancel: withStepUp(
    userActionCall('statusApprovalCancel', 'POST', '/api/users/:id/status-approval/:requestId/cancel', {
      summary: 'Cancels a status change waiting for approval',
      params: ZStatusApprovalParams,
      body: ZNoBody,
      answer: ZStatusApprovalAnswer,
    }),
  ),
  supplierBan: withStepUp(
    userActionCall('supplierBan', 'POST', '/api/user/:id/supplier-ban', {
      summary: 'Bans a user from a supplier',
      params: ZUserDetailsIdParams,
      body: ZSupplierBan,
      ...supplierAnswer,
    }),
  ),
  supplierActivate: withStepUp(
    userActionCall('supplierActivate', 'PATCH', '/api/user/:userId/supplier/:supplierId/activate', {
      summary: 'Reactivates a supplier the user disabled',
      params: ZUserSupplierParams,
      body: ZNoBody,
      ...supplierAnswer,
    }),
  ),
  supplierLift: withStepUp(
    userActionCall('supplierLift', 'DELETE', '/api/user/:userId/ban/:supplierId', {
      summary: "Lifts a user's bans at a supplier",
      params: ZUserSupplierParams,
      ...supplierAnswer,
    }),
  ),
  supplierReset: withStepUp(
    userActionCall('supplierReset', 'POST', '/api/user/:userId/reset-supplier/:supplierId', {
      summary: "Resets the user's hash at a supplier",
      params: ZUserSupplierParams,
      body: ZNoBody,
      ...supplierAnswer,
    }),
  ),
} as const satisfies Record<string, ApiCall>;

/** Settings, the user comment, country and languages (specification 02, sections 7 and 8). */
const settingsAnswer = { answer: ZUserSettingsAnswer } as const;
export const SETTINGS_ACTION_CALL = {
  settingStatus: userActionCall('settingStatus', 'POST', '/api/user/:userId/setting-status', {
    summary: "Turns one of the user's settings on or off",
    params: ZUserDetailsUserIdParams,
    body: ZSettingStatusBody,
    ...settingsAnswer,
  }),
  comment: userActionCall('comment', 'POST', '/api/user/:userId/comment', {
    summary: "Sets the user's comment",
    params: ZUserDetailsUserIdParams,
    body: ZUserCommentBody,
    answer: ZUserCommentAnswer,
  }),
  country: userActionCall('country', 'PUT', '/api/user/:id/country', {
    summary: "Changes the user's country",
    params: ZUserDetailsIdParams,
    body: ZUserCountryBody,
    ...settingsAnswer,
  }),
  languages: userActionCall('languages', 'PUT', '/api/user/:userId/languages', {
    summary: "Sets the user's languages",
    params: ZUserDetailsUserIdParams,
    body: ZUserLanguagesBody,
    ...settingsAnswer,
  }),
  interfaceLanguage: userActionCall('interfaceLanguage', 'POST', '/api/user/:userId/interface-language/:code', {
    summary: "Sets the user's interface language",
    params: ZUserInterfaceLanguageParams,
    body: ZNoBody,
    ...settingsAnswer,
  }),
  payoutAdjustment: userActionCall('payoutAdjustment', 'PUT', '/api/user/:userId/payout-adjustment', {
    summary: "Sets the user's payout adjustment (percent)",
    params: ZUserDetailsUserIdParams,
    body: ZPayoutAdjustmentBody,
    ...settingsAnswer,
  }),
  // Supreme super admin or QA only (specification 02, section 6): the fixed grant holds exactly 1, 11, 26, 46.
  minPublisherPayout: userActionCall(
    'minPublisherPayout',
    'PUT',
    '/api/user/:userId/min-publisher-payout',
    {
      summary: "Sets the user's minimum publisher payout",
      params: ZUserDetailsUserIdParams,
      body: ZMinPublisherPayoutBody,
      ...settingsAnswer,
    },
    SUB_PERMISSION.userPayoutLimits,
  ),
  maxReconciliationBuyers: userActionCall(
    'maxReconciliationBuyers',
    'PUT',
    '/api/user/:userId/max-reconciliation-buyers',
    {
      summary: 'Sets how many buyers may reconcile the user',
      params: ZUserDetailsUserIdParams,
      body: ZMaxReconciliationBuyersBody,
      ...settingsAnswer,
    },
    SUB_PERMISSION.userPayoutLimits,
  ),
  resetBirthdate: userActionCall('resetBirthdate', 'PUT', '/api/user/:userId/reset-birthdate', {
    summary: "Clears the user's birthdate",
    params: ZUserDetailsUserIdParams,
    // No body: described as one, so the call counts as described in /api/openapi.json.
    body: ZNoBody,
    ...settingsAnswer,
  }),
} as const satisfies Record<string, ApiCall>;

/**
 * Goodwill credit (user_credit: 1, 5, 26, 32, 50, 93) and offer-event credit now / hide
 * (offer_event_credit: 1, 5, 15, 26, 50), specification 02, sections 4 and 6.
 */
// Credits and status changes need a recent sign-in or re-authentication (withStepUp, issue 24 item 5).
export const CREDIT_ACTION_CALL = {
  goodwillCredit: withStepUp(
    userActionCall(
      'goodwillCredit',
      'POST',
      '/api/user/:userId/goodwill-credit',
      {
        summary: 'Credits the user a goodwill payout',
        params: ZUserDetailsUserIdParams,
        body: ZGoodwillCreditBody,
        answer: ZGoodwillCreditAnswer,
      },
      SUB_PERMISSION.userCredit,
    ),
  ),
  // The list of past goodwill credits is read by whoever may open the page.
  goodwillCredits: userActionCall('goodwillCredits', 'GET', '/api/user/:userId/goodwill-credits', {
    summary: 'The goodwill credits given to the user',
    params: ZUserDetailsUserIdParams,
    answer: ZGoodwillCreditsAnswer,
  }),
  offerEventCreditNow: withStepUp(
    userActionCall(
      'offerEventCreditNow',
      'POST',
      '/api/offer-events/:id/credit-now',
      { summary: 'Credits an offer event now', params: ZOfferEventIdParams, body: ZNoBody, answer: ZOfferEventCreditAnswer },
      SUB_PERMISSION.offerEventCredit,
    ),
  ),
  offerEventHide: withStepUp(
    userActionCall(
      'offerEventHide',
      'POST',
      '/api/offer-events/:id/hide',
      { summary: 'Hides an offer event', params: ZOfferEventIdParams, body: ZNoBody, answer: ZOfferEventHideAnswer },
      SUB_PERMISSION.offerEventCredit,
    ),
  ),
} as const satisfies Record<string, ApiCall>;

/**
 * The write calls on a platform user (specification 02, section 7), answered by admin-api. Each area
 * keeps its own group above; this array merges them.
 */
export const userActionCalls: readonly ApiCall[] = [
  ...Object.values(STATUS_ACTION_CALL),
  ...Object.values(SETTINGS_ACTION_CALL),
  ...Object.values(CREDIT_ACTION_CALL),
];
