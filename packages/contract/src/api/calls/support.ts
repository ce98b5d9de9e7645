import { CAMPAIGN_PROJECTS, campaignPermissions, type CampaignPermissions, type CampaignProject } from '../../support/projects.ts';
import type { ApiCall } from '../types.ts';

/** The reviews screens (/user-reviews and /support-user-reviews). */
const REVIEWS = ['user_reviews', 'support_user_reviews'] as const;
/** Per-user support data shown on user details and on the reviews screens. */
const USER_SUPPORT = ['user_details', 'support_user_reviews', 'user_reviews'] as const;
/** The review store: the review-user page, and the reviews screens that judge users. */
const REVIEW_STORE = ['review_user', 'user_reviews', 'support_user_reviews'] as const;
/** The review store's user lookups, also used on user details. */
const REVIEW_STORE_READ = [...REVIEW_STORE, 'user_details'] as const;

const support = (name: string, method: ApiCall['method'], path: string, permission: ApiCall['permission']): ApiCall => ({
  name: `support.${name}`,
  method,
  path: `/support/api${path}`,
  upstream: 'support',
  permission,
});
const admin = (name: string, method: ApiCall['method'], path: string, permission: ApiCall['permission']): ApiCall => ({
  name,
  method,
  path: `/api${path}`,
  upstream: 'admin',
  permission,
});

/**
 * The support API (ARCHITECTURE.md: support path /api/X is served at /support/api/X). support-api
 * registers each route at exactly SUPPORT_CALL.x.path.
 */
export const SUPPORT_CALL = {
  reviewList: support('user_reviews.list', 'POST', '/user-reviews', REVIEWS),
  reviewFilters: support('user_reviews.filters', 'GET', '/user-reviews/list/filters', REVIEWS),
  reviewStatistic: support('user_reviews.statistic', 'GET', '/user-reviews/statistic', REVIEWS),
  reassign: support('user_reviews.reassign', 'PUT', '/user-reviews/reassign', REVIEWS),
  currentAdmin: support('admin.show', 'GET', '/admin', REVIEWS),
  currentAdminUpdate: support('admin.update', 'PUT', '/admin', REVIEWS),
  reviewAdmins: support('admins.filter', 'POST', '/admins/filter', REVIEWS),
  reviewHistory: support('users.review_history', 'GET', '/users/:userId/review-history', USER_SUPPORT),
  notes: support('users.notes.list', 'GET', '/users/:userId/notes/list', USER_SUPPORT),
  noteCreate: support('users.notes.create', 'POST', '/users/:userId/notes', USER_SUPPORT),
} as const satisfies Record<string, ApiCall>;

/** The review store of the admin API (specification 03, section 7: relative paths under /api/). */
export const REVIEW_STORE_CALL = {
  statisticsData: admin('reviewStore.statistics_data', 'GET', '/users/get-statistics-data/:userId', REVIEW_STORE_READ),
  updateReviewStatus: admin('reviewStore.update_review_status', 'POST', '/users/update-review-status', REVIEW_STORE),
  listToReview: admin('reviewStore.list_to_review', 'POST', '/users/get-list-user-to-review', REVIEW_STORE),
  countNeedReview: admin('reviewStore.count_need_review', 'POST', '/users/count-user-need-review', REVIEW_STORE),
  userToReview: admin('reviewStore.user_to_review', 'POST', '/users/get-user-to-review', REVIEW_STORE),
  byHash: admin('reviewStore.by_hash', 'GET', '/users/get-by-hash/:hash', REVIEW_STORE_READ),
} as const satisfies Record<string, ApiCall>;

/** System alerts, and the not-reviewed counts of click tickets and survey attack apps. */
export const OPERATIONS_CALL = {
  alertList: admin('systemAlerts.list', 'GET', '/system-alerts', 'system_alerts'),
  alertNotSeenCount: admin('systemAlerts.not_seen_count', 'GET', '/system-alerts/not-seen-count', 'system_alerts'),
  // The spec's client builds this path wrongly (specification 03, section 7); this is the intended one.
  alertMarkSeen: admin('systemAlerts.mark_seen', 'PUT', '/system-alerts/:id', 'system_alerts'),
  clickTicketsNotReviewedCount: admin('clickTickets.not_reviewed_count', 'GET', '/click-tickets/not-reviewed-count', 'click_tickets'),
  surveyAttacksAppsNotReviewedCount: admin(
    'surveyAttacksApps.count_not_reviewed',
    'GET',
    '/survey-attacks-apps/count-not-reviewed',
    'survey_attacks_apps',
  ),
} as const satisfies Record<string, ApiCall>;

type CampaignCallDef = { method: ApiCall['method']; path: string; permission: keyof CampaignPermissions };

/**
 * Segment and campaign calls, as admin-api registers them (`:project` one of CAMPAIGN_PROJECTS).
 * The catalogue lists them once per project with the project written out, because each project's
 * calls need that product's dynamic-campaign permission.
 */
export const CAMPAIGN_ROUTE = {
  segmentList: { method: 'POST', path: '/api/:project/segments/list', permission: 'view' },
  segmentCountries: { method: 'GET', path: '/api/:project/segments/countries', permission: 'view' },
  emailLanguages: { method: 'GET', path: '/api/:project/email-campaigns/languages', permission: 'view' },
  emailList: { method: 'POST', path: '/api/:project/email-campaigns/list', permission: 'view' },
  emailShow: { method: 'GET', path: '/api/:project/email-campaigns/:id', permission: 'view' },
  emailCreate: { method: 'POST', path: '/api/:project/email-campaigns', permission: 'emailCreate' },
  emailUpdate: { method: 'PUT', path: '/api/:project/email-campaigns/:id', permission: 'emailEdit' },
  emailTranslation: {
    method: 'PUT',
    path: '/api/:project/email-campaigns/:id/translations/:language_code',
    permission: 'emailTranslationEdit',
  },
  pushList: { method: 'GET', path: '/api/:project/fcm-campaigns', permission: 'view' },
  pushShow: { method: 'GET', path: '/api/:project/fcm-campaigns/:id', permission: 'view' },
  pushCancel: { method: 'POST', path: '/api/:project/fcm-campaigns/:id/cancel', permission: 'view' },
  pushCreate: { method: 'POST', path: '/api/:project/fcm-campaigns', permission: 'pushCreate' },
  pushUpdate: { method: 'PUT', path: '/api/:project/fcm-campaigns/:id', permission: 'pushEdit' },
  pushTranslation: {
    method: 'PUT',
    path: '/api/:project/fcm-campaigns/:id/translations/:language_code',
    permission: 'pushTranslationEdit',
  },
} as const satisfies Record<string, CampaignCallDef>;
export type CampaignCallKey = keyof typeof CAMPAIGN_ROUTE;

/** One project's catalogue entry of a campaign call: `/api/five-surveys/segments/list` needing fs_dynamic_campaigns. */
export function campaignCall(project: CampaignProject, key: CampaignCallKey): ApiCall {
  const def = CAMPAIGN_ROUTE[key];
  return {
    name: `campaigns.${project}.${key}`,
    method: def.method,
    path: def.path.replace(':project', project),
    upstream: 'admin',
    permission: campaignPermissions(project)[def.permission],
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
