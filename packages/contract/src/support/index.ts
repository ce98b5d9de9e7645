// User reviews, support notes, review store, system alerts, segments and campaigns (issue 7).
export * from './constants.ts';
export * from './messages.ts';
export * from './review-status.ts';
export * from './campaign-status.ts';
export * from './languages.ts';
export * from './projects.ts';
export * from './realtime.ts';
export * from './system-alerts.ts';
export * from './schemas/common.ts';
export * from './schemas/user-reviews.ts';
export * from './schemas/review-admins.ts';
export * from './schemas/notes.ts';
export * from './schemas/review-store.ts';
export * from './schemas/system-alerts.ts';
export * from './schemas/campaign-common.ts';
export * from './schemas/segments.ts';
export * from './schemas/email-campaigns.ts';
export * from './schemas/push-campaigns.ts';
export {
  SUPPORT_CALL,
  REVIEW_STORE_CALL,
  OPERATIONS_CALL,
  CAMPAIGN_ROUTE,
  campaignCall,
  type CampaignCallKey,
} from '../api/calls/support.ts';
export * from './presenters.ts';
export * from './resources.ts';
