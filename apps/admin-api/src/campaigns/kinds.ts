import {
  CAMPAIGN_MESSAGES,
  EMAIL_CAMPAIGN_LOCKED_STATUSES,
  PUSH_CAMPAIGN_EDITABLE_STATUSES,
  emailCampaignStatusLabel,
  pushCampaignStatusLabel,
  type SegmentType,
} from '@bo/contract';

/** What differs between e-mail and push campaigns; everything else is shared. */
export type Headline = 'subject' | 'title';

export interface CampaignKind<K extends Headline = Headline> {
  /** The campaign table and its translations table (migration 007). */
  table: string;
  translations: string;
  /** The translation's first text column: subject (e-mail) or title (push). */
  headline: K;
  segmentType: SegmentType;
  /** How a segment of the wrong type is named in the message. */
  segmentTypeName: string;
  statusLabel: (status: number) => string;
  notFound: string;
  /** Whether fields and translations may still change in this status. */
  editable: (status: number) => boolean;
  locked: (statusLabel: string) => string;
  /** Columns only this kind has, saved from the body's fields of the same name and shown in its details. */
  extraColumns: readonly ExtraColumn[];
}

/** The push-only extras (migration 014). */
export type ExtraColumn = 'image_url' | 'deep_link';

export const EMAIL_KIND: CampaignKind<'subject'> = {
  table: 'admin.email_campaigns',
  translations: 'admin.email_campaign_translations',
  headline: 'subject',
  segmentType: 'email',
  segmentTypeName: 'e-mail',
  statusLabel: emailCampaignStatusLabel,
  notFound: CAMPAIGN_MESSAGES.emailCampaignNotFound,
  editable: (status) => !EMAIL_CAMPAIGN_LOCKED_STATUSES.includes(status),
  locked: CAMPAIGN_MESSAGES.emailCampaignLocked,
  extraColumns: [],
};

export const PUSH_KIND: CampaignKind<'title'> = {
  table: 'admin.fcm_campaigns',
  translations: 'admin.fcm_campaign_translations',
  headline: 'title',
  segmentType: 'push_notifications',
  segmentTypeName: 'push notification',
  statusLabel: pushCampaignStatusLabel,
  notFound: CAMPAIGN_MESSAGES.pushCampaignNotFound,
  editable: (status) => PUSH_CAMPAIGN_EDITABLE_STATUSES.includes(status),
  locked: CAMPAIGN_MESSAGES.pushCampaignLocked,
  extraColumns: ['image_url', 'deep_link'],
};
