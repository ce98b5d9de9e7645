import { SELECTABLE_PUSH_CAMPAIGN_STATUSES, emailCampaignStatus, pushCampaignStatus } from '../enums/campaigns.ts';

/** Campaign statuses are the enums of enums/campaigns.ts; these are the rules of the campaign tool. */
const E = emailCampaignStatus.value;
const P = pushCampaignStatus.value;

export const emailCampaignStatusLabel = (status: number): string => emailCampaignStatus.labelOf(status) ?? String(status);
export const pushCampaignStatusLabel = (status: number): string => pushCampaignStatus.labelOf(status) ?? String(status);

/**
 * Statuses an editor sets by hand on create or edit: Initialized, Ready to schedule, Scheduled.
 * Translating, Translated and Scheduling belong to the translation and sending workers; Cancelled is final.
 */
export const EMAIL_CAMPAIGN_EDITOR_STATUSES: readonly number[] = [E.initialized, E.readyToSchedule, E.scheduled];
/** An e-mail campaign can be edited (fields and translations) until it is being sent out or cancelled. */
export const EMAIL_CAMPAIGN_LOCKED_STATUSES: readonly number[] = [E.cancelled, E.scheduling];

/** Only Draft and Scheduled are selectable (specification 03, section 3): on create and edit. */
export { SELECTABLE_PUSH_CAMPAIGN_STATUSES };
/** A push campaign can be edited only while it is still Draft or Scheduled. */
export const PUSH_CAMPAIGN_EDITABLE_STATUSES: readonly number[] = SELECTABLE_PUSH_CAMPAIGN_STATUSES;
/** Cancel (status 6) is allowed only before sending starts: Draft, Scheduled or Ready to send. */
export const PUSH_CAMPAIGN_CANCELLABLE_STATUSES: readonly number[] = [P.draft, P.scheduled, P.readyToSend];

/** Segment kinds (specification 03, section 3). */
export const SEGMENT_TYPES = ['email', 'push_notifications'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];
/** How a segment selects its users: a saved raw SQL query, or rules built in the segment tool. */
export const SEGMENT_QUERY_TYPES = ['raw_sql', 'builder'] as const;
export type SegmentQueryType = (typeof SEGMENT_QUERY_TYPES)[number];
