import { ZNoBody } from '../../schemas/no-body.ts';
import { CAMPAIGN_PROJECTS, campaignPermissions, type CampaignPermissions, type CampaignProject } from '../../support/projects.ts';
import type { ApiCall, CallExtra } from '../types.ts';
import { ZCampaignParams, ZCampaignTranslationParams, ZProjectParams } from '../../support/schemas/campaign-common.ts';
import {
  ZEmailCampaignAnswer,
  ZEmailCampaignCreateBody,
  ZEmailCampaignListAnswer,
  ZEmailCampaignListBody,
  ZEmailCampaignSaveAnswer,
  ZEmailCampaignUpdateBody,
  ZEmailTranslationBody,
} from '../../support/schemas/email-campaigns.ts';
import {
  ZPushCampaignAnswer,
  ZPushCampaignCreateBody,
  ZPushCampaignListAnswer,
  ZPushCampaignListQuery,
  ZPushCampaignSaveAnswer,
  ZPushCampaignUpdateBody,
  ZPushTranslationBody,
} from '../../support/schemas/push-campaigns.ts';
import { ZCodeNameListAnswer, ZSegmentListAnswer, ZSegmentListBody } from '../../support/schemas/segments.ts';
import {
  ZReviewAdminAnswer,
  ZReviewAdminFilterBody,
  ZReviewAdminListAnswer,
  ZSupportReviewStatusBody,
} from '../../support/schemas/review-admins.ts';
import { ZSupportNoteAddAnswer, ZSupportNoteBody, ZSupportNoteListAnswer, ZSupportNoteListQuery } from '../../support/schemas/notes.ts';
import {
  ZCountUserNeedReviewAnswer,
  ZReviewStoreUserAnswer,
  ZReviewStoreUserListAnswer,
  ZStatisticRelationsQuery,
  ZUpdateReviewStatusAnswer,
  ZUpdateReviewStatusBody,
  ZUserHashParams,
  ZUserStatisticsAnswer,
  ZUserToReviewAnswer,
} from '../../support/schemas/review-store.ts';
import {
  ZCountAnswer,
  ZSystemAlertAnswer,
  ZSystemAlertListAnswer,
  ZSystemAlertListQuery,
  ZSystemAlertParams,
  ZSystemAlertUpdateBody,
} from '../../support/schemas/system-alerts.ts';
import {
  ZReassignAnswer,
  ZReassignBody,
  ZReviewHistoryAnswer,
  ZUserIdParams,
  ZUserReviewFilterOptions,
  ZUserReviewListAnswer,
  ZUserReviewListBody,
  ZUserReviewListQuery,
  ZUserReviewStatisticAnswer,
} from '../../support/schemas/user-reviews.ts';

/** The reviews screens (/user-reviews and /support-user-reviews). */
const REVIEWS = ['user_reviews', 'support_user_reviews'] as const;
/** Per-user support data shown on user details and on the reviews screens. */
const USER_SUPPORT = ['user_details', 'support_user_reviews', 'user_reviews'] as const;
/** The review store: the review-user page, and the reviews screens that judge users. */
const REVIEW_STORE = ['review_user', 'user_reviews', 'support_user_reviews'] as const;
/** The review store's user lookups, also used on user details. */
const REVIEW_STORE_READ = [...REVIEW_STORE, 'user_details'] as const;

type Method = ApiCall['method'];
type Permission = ApiCall['permission'];

const support = <const E extends CallExtra>(name: string, method: Method, path: string, permission: Permission, extra: E) => ({
  name: `support.${name}`,
  method,
  path: `/support/api${path}`,
  upstream: 'support' as const,
  permission,
  ...extra,
});
const admin = <const E extends CallExtra>(name: string, method: Method, path: string, permission: Permission, extra: E) => ({
  name,
  method,
  path: `/api${path}`,
  upstream: 'admin' as const,
  permission,
  ...extra,
});

/**
 * The support API (ARCHITECTURE.md: support path /api/X is served at /support/api/X). support-api
 * registers each route from its call (routeCall in server-kit): the path and schemas written once.
 */
export const SUPPORT_CALL = {
  reviewList: support('user_reviews.list', 'POST', '/user-reviews', REVIEWS, {
    summary: 'A page of user reviews, filtered and sorted',
    query: ZUserReviewListQuery,
    body: ZUserReviewListBody,
    answer: ZUserReviewListAnswer,
  }),
  reviewFilters: support('user_reviews.filters', 'GET', '/user-reviews/list/filters', REVIEWS, {
    summary: "The review list's filter options",
    answer: ZUserReviewFilterOptions,
  }),
  reviewStatistic: support('user_reviews.statistic', 'GET', '/user-reviews/statistic', REVIEWS, {
    summary: 'Reviews by status, and open reviews by app, assignee and age',
    answer: ZUserReviewStatisticAnswer,
  }),
  reassign: support('user_reviews.reassign', 'PUT', '/user-reviews/reassign', REVIEWS, {
    summary: 'Reassigns reviews to a review admin',
    body: ZReassignBody,
    answer: ZReassignAnswer,
  }),
  currentAdmin: support('admin.show', 'GET', '/admin', REVIEWS, { summary: "The caller's review status", answer: ZReviewAdminAnswer }),
  currentAdminUpdate: support('admin.update', 'PUT', '/admin', REVIEWS, {
    summary: "Sets the caller's review status",
    body: ZSupportReviewStatusBody,
    answer: ZReviewAdminAnswer,
  }),
  reviewAdmins: support('admins.filter', 'POST', '/admins/filter', REVIEWS, {
    summary: 'The review admins, filtered',
    body: ZReviewAdminFilterBody,
    answer: ZReviewAdminListAnswer,
  }),
  reviewHistory: support('users.review_history', 'GET', '/users/:userId/review-history', USER_SUPPORT, {
    summary: "A user's latest review changes",
    params: ZUserIdParams,
    answer: ZReviewHistoryAnswer,
  }),
  notes: support('users.notes.list', 'GET', '/users/:userId/notes/list', USER_SUPPORT, {
    summary: "A user's support notes",
    params: ZUserIdParams,
    query: ZSupportNoteListQuery,
    answer: ZSupportNoteListAnswer,
  }),
  noteCreate: support('users.notes.create', 'POST', '/users/:userId/notes', USER_SUPPORT, {
    summary: 'Adds a support note on a user',
    params: ZUserIdParams,
    body: ZSupportNoteBody,
    answer: ZSupportNoteAddAnswer,
    status: 201,
  }),
} as const satisfies Record<string, ApiCall>;

/** The review store of the admin API (specification 03, section 7: relative paths under /api/). */
export const REVIEW_STORE_CALL = {
  statisticsData: admin('reviewStore.statistics_data', 'GET', '/users/get-statistics-data/:userId', REVIEW_STORE_READ, {
    summary: 'A user with their review status and statistics',
    params: ZUserIdParams,
    query: ZStatisticRelationsQuery,
    answer: ZUserStatisticsAnswer,
  }),
  updateReviewStatus: admin('reviewStore.update_review_status', 'POST', '/users/update-review-status', REVIEW_STORE, {
    summary: "Sets a user's review status",
    body: ZUpdateReviewStatusBody,
    answer: ZUpdateReviewStatusAnswer,
  }),
  listToReview: admin('reviewStore.list_to_review', 'POST', '/users/get-list-user-to-review', REVIEW_STORE, {
    summary: 'The users waiting for review',
    body: ZNoBody,
    answer: ZReviewStoreUserListAnswer,
  }),
  countNeedReview: admin('reviewStore.count_need_review', 'POST', '/users/count-user-need-review', REVIEW_STORE, {
    summary: 'How many users need review',
    body: ZNoBody,
    answer: ZCountUserNeedReviewAnswer,
  }),
  userToReview: admin('reviewStore.user_to_review', 'POST', '/users/get-user-to-review', REVIEW_STORE, {
    summary: 'The next user to review',
    body: ZNoBody,
    answer: ZUserToReviewAnswer,
  }),
  byHash: admin('reviewStore.by_hash', 'GET', '/users/get-by-hash/:hash', REVIEW_STORE_READ, {
    summary: 'A user by hash, with their review status',
    params: ZUserHashParams,
    answer: ZReviewStoreUserAnswer,
  }),
} as const satisfies Record<string, ApiCall>;

/** System alerts, and the not-reviewed counts of click tickets and survey attack apps. */
export const OPERATIONS_CALL = {
  alertList: admin('systemAlerts.list', 'GET', '/system-alerts', 'system_alerts', {
    summary: 'A page of system alerts, newest first',
    query: ZSystemAlertListQuery,
    answer: ZSystemAlertListAnswer,
  }),
  alertNotSeenCount: admin('systemAlerts.not_seen_count', 'GET', '/system-alerts/not-seen-count', 'system_alerts', {
    summary: 'How many system alerts nobody has seen',
    answer: ZCountAnswer,
  }),
  // The spec's client builds this path wrongly (specification 03, section 7); this is the intended one.
  alertMarkSeen: admin('systemAlerts.mark_seen', 'PUT', '/system-alerts/:id', 'system_alerts', {
    summary: 'Marks a system alert seen',
    params: ZSystemAlertParams,
    body: ZSystemAlertUpdateBody,
    answer: ZSystemAlertAnswer,
  }),
  clickTicketsNotReviewedCount: admin('clickTickets.not_reviewed_count', 'GET', '/click-tickets/not-reviewed-count', 'click_tickets', {
    summary: 'How many click tickets wait for review',
    answer: ZCountAnswer,
  }),
  surveyAttacksAppsNotReviewedCount: admin(
    'surveyAttacksApps.count_not_reviewed',
    'GET',
    '/survey-attacks-apps/count-not-reviewed',
    'survey_attacks_apps',
    { summary: 'How many survey attack apps wait for review', answer: ZCountAnswer },
  ),
} as const satisfies Record<string, ApiCall>;

type CampaignCallDef = { method: ApiCall['method']; path: string; permission: keyof CampaignPermissions } & CallExtra;

/**
 * Segment and campaign calls, as admin-api registers them (`:project` one of CAMPAIGN_PROJECTS).
 * The catalogue lists them once per project with the project written out, because each project's
 * calls need that product's dynamic-campaign permission.
 */
export const CAMPAIGN_ROUTE = {
  segmentList: {
    method: 'POST',
    path: '/api/:project/segments/list',
    permission: 'view',
    summary: "A page of the project's segments",
    params: ZProjectParams,
    body: ZSegmentListBody,
    answer: ZSegmentListAnswer,
  },
  segmentCountries: {
    method: 'GET',
    path: '/api/:project/segments/countries',
    permission: 'view',
    summary: 'The countries a segment can target',
    params: ZProjectParams,
    answer: ZCodeNameListAnswer,
  },
  emailLanguages: {
    method: 'GET',
    path: '/api/:project/email-campaigns/languages',
    permission: 'view',
    summary: 'The languages an e-mail campaign can be translated to',
    params: ZProjectParams,
    answer: ZCodeNameListAnswer,
  },
  emailList: {
    method: 'POST',
    path: '/api/:project/email-campaigns/list',
    permission: 'view',
    summary: "A page of the project's e-mail campaigns",
    params: ZProjectParams,
    body: ZEmailCampaignListBody,
    answer: ZEmailCampaignListAnswer,
  },
  emailShow: {
    method: 'GET',
    path: '/api/:project/email-campaigns/:id',
    permission: 'view',
    summary: 'An e-mail campaign',
    params: ZCampaignParams,
    answer: ZEmailCampaignAnswer,
  },
  emailCreate: {
    method: 'POST',
    path: '/api/:project/email-campaigns',
    permission: 'emailCreate',
    summary: 'Creates an e-mail campaign',
    params: ZProjectParams,
    body: ZEmailCampaignCreateBody,
    answer: ZEmailCampaignSaveAnswer,
    status: 201,
  },
  emailUpdate: {
    method: 'PUT',
    path: '/api/:project/email-campaigns/:id',
    permission: 'emailEdit',
    summary: 'Edits an e-mail campaign',
    params: ZCampaignParams,
    body: ZEmailCampaignUpdateBody,
    answer: ZEmailCampaignSaveAnswer,
  },
  emailTranslation: {
    method: 'PUT',
    path: '/api/:project/email-campaigns/:id/translations/:language_code',
    permission: 'emailTranslationEdit',
    summary: "Edits an e-mail campaign's translation",
    params: ZCampaignTranslationParams,
    body: ZEmailTranslationBody,
    answer: ZEmailCampaignSaveAnswer,
  },
  pushList: {
    method: 'GET',
    path: '/api/:project/fcm-campaigns',
    permission: 'view',
    summary: "A page of the project's push campaigns",
    params: ZProjectParams,
    query: ZPushCampaignListQuery,
    answer: ZPushCampaignListAnswer,
  },
  pushShow: {
    method: 'GET',
    path: '/api/:project/fcm-campaigns/:id',
    permission: 'view',
    summary: 'A push campaign',
    params: ZCampaignParams,
    answer: ZPushCampaignAnswer,
  },
  pushCancel: {
    method: 'POST',
    path: '/api/:project/fcm-campaigns/:id/cancel',
    permission: 'view',
    summary: 'Cancels a push campaign',
    params: ZCampaignParams,
    body: ZNoBody,
    answer: ZPushCampaignSaveAnswer,
  },
  pushCreate: {
    method: 'POST',
    path: '/api/:project/fcm-campaigns',
    permission: 'pushCreate',
    summary: 'Creates a push campaign',
    params: ZProjectParams,
    body: ZPushCampaignCreateBody,
    answer: ZPushCampaignSaveAnswer,
    status: 201,
  },
  pushUpdate: {
    method: 'PUT',
    path: '/api/:project/fcm-campaigns/:id',
    permission: 'pushEdit',
    summary: 'Edits a push campaign',
    params: ZCampaignParams,
    body: ZPushCampaignUpdateBody,
    answer: ZPushCampaignSaveAnswer,
  },
  pushTranslation: {
    method: 'PUT',
    path: '/api/:project/fcm-campaigns/:id/translations/:language_code',
    permission: 'pushTranslationEdit',
    summary: "Edits a push campaign's translation",
    params: ZCampaignTranslationParams,
    body: ZPushTranslationBody,
    answer: ZPushCampaignSaveAnswer,
  },
} as const satisfies Record<string, CampaignCallDef>;
export type CampaignCallKey = keyof typeof CAMPAIGN_ROUTE;

/** One project's catalogue entry of a campaign call: `/api/five-surveys/segments/list` needing fs_dynamic_campaigns. */
export function campaignCall(project: CampaignProject, key: CampaignCallKey): ApiCall {
  const { permission, path, ...def }: CampaignCallDef = CAMPAIGN_ROUTE[key];
  return {
    ...def,
    name: `campaigns.${project}.${key}`,
    path: path.replace(':project', project),
    upstream: 'admin',
    permission: campaignPermissions(project)[permission],
  };
}

const campaignCalls: ApiCall[] = CAMPAIGN_PROJECTS.flatMap((project) =>
  (Object.keys(CAMPAIGN_ROUTE) as CampaignCallKey[]).map((key) => campaignCall(project, key)),
);

export const supportCalls: readonly ApiCall[] = [
  ...Object.values(SUPPORT_CALL),
  ...Object.values(REVIEW_STORE_CALL),
  ...Object.values(OPERATIONS_CALL),
  ...campaignCalls,
];
