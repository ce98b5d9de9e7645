import {
  EMAIL_CAMPAIGN_EDITOR_STATUSES,
  SELECTABLE_PUSH_CAMPAIGN_STATUSES,
  ZEmailCampaignCreateBody,
  ZEmailCampaignUpdateBody,
  ZEmailTranslationBody,
  ZPushCampaignCreateBody,
  ZPushCampaignUpdateBody,
  ZPushTranslationBody,
  emailCampaignStatus,
  pushCampaignStatus,
  type CampaignCallKey,
  type SegmentType,
} from '@bo/contract';
import type { CampaignRouteNames } from './campaign-routes.ts';

export type CampaignKindName = 'email' | 'push';
type StatusOption = { value: number; label: string };

/** What the campaign screens need to know about e-mail and push campaigns; everything else is shared. */
export interface CampaignKindUi {
  name: CampaignKindName;
  /** The translation's first text: subject (e-mail) or title (push), as the contract names it. */
  headline: 'subject' | 'title';
  headlineLabel: string;
  segmentType: SegmentType;
  /** Every status (list filter) and those an editor may choose. */
  statuses: readonly StatusOption[];
  editorStatuses: readonly StatusOption[];
  defaultStatus: number;
  /** Whether the campaign has the push-only image and deep link. */
  hasMedia: boolean;
  listTitle: string;
  tableLabel: string;
  calls: { show: CampaignCallKey; create: CampaignCallKey; update: CampaignCallKey; translation: CampaignCallKey };
  /** The body schemas of the contract: the form checks with them before sending, the server again after. */
  createBody: typeof ZEmailCampaignCreateBody | typeof ZPushCampaignCreateBody;
  updateBody: typeof ZEmailCampaignUpdateBody | typeof ZPushCampaignUpdateBody;
  translationBody: typeof ZEmailTranslationBody | typeof ZPushTranslationBody;
  routes: (names: CampaignRouteNames) => { list: string; create: string; edit: string; translations: string };
}

const only = (options: readonly StatusOption[], values: readonly number[]) => options.filter((o) => values.includes(o.value));

export const EMAIL_CAMPAIGN_KIND: CampaignKindUi = {
  name: 'email',
  headline: 'subject',
  headlineLabel: 'Subject',
  segmentType: 'email',
  statuses: emailCampaignStatus.options,
  editorStatuses: only(emailCampaignStatus.options, EMAIL_CAMPAIGN_EDITOR_STATUSES),
  defaultStatus: emailCampaignStatus.value.initialized,
  hasMedia: false,
  listTitle: 'Campaign E-Mails',
  tableLabel: 'E-mail campaigns',
  calls: { show: 'emailShow', create: 'emailCreate', update: 'emailUpdate', translation: 'emailTranslation' },
  createBody: ZEmailCampaignCreateBody,
  updateBody: ZEmailCampaignUpdateBody,
  translationBody: ZEmailTranslationBody,
  routes: (n) => ({ list: n.emails, create: n.emailCreate, edit: n.emailEdit, translations: n.emailTranslations }),
};

export const PUSH_CAMPAIGN_KIND: CampaignKindUi = {
  name: 'push',
  headline: 'title',
  headlineLabel: 'Title',
  segmentType: 'push_notifications',
  statuses: pushCampaignStatus.options,
  // Only Draft and Scheduled are selectable (specification 03, section 3).
  editorStatuses: only(pushCampaignStatus.options, SELECTABLE_PUSH_CAMPAIGN_STATUSES),
  defaultStatus: pushCampaignStatus.value.draft,
  hasMedia: true,
  listTitle: 'Push Notifications',
  tableLabel: 'Push campaigns',
  calls: { show: 'pushShow', create: 'pushCreate', update: 'pushUpdate', translation: 'pushTranslation' },
  createBody: ZPushCampaignCreateBody,
  updateBody: ZPushCampaignUpdateBody,
  translationBody: ZPushTranslationBody,
  routes: (n) => ({ list: n.pushes, create: n.pushCreate, edit: n.pushEdit, translations: n.pushTranslations }),
};
