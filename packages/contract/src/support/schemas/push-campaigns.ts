import { z } from 'zod';
import { PUSH_BODY_MAX, PUSH_LINK_MAX, PUSH_TITLE_MAX } from '../constants.ts';
import { SELECTABLE_PUSH_CAMPAIGN_STATUSES, pushCampaignStatus } from '../../enums/campaigns.ts';
import { CAMPAIGN_MESSAGES } from '../messages.ts';
import { ZTimestamp } from './common.ts';
import {
  ZCampaignFilters,
  campaignAnswerFields,
  campaignPaging,
  checkSchedule,
  checkTranslations,
  listAnswer,
  scheduleFields,
  zCampaignName,
  zLanguageCode,
  zSegmentId,
  zText,
} from './campaign-common.ts';

/** GET /api/:project/fcm-campaigns: the campaign filters and paging as query parameters (statuses comma-joined). */
export const ZPushCampaignListQuery = ZCampaignFilters.extend(campaignPaging);

export const ZPushTranslationBody = z.object({
  title: zText(CAMPAIGN_MESSAGES.titleRequired, CAMPAIGN_MESSAGES.titleTooLong(PUSH_TITLE_MAX), PUSH_TITLE_MAX),
  body: zText(CAMPAIGN_MESSAGES.bodyRequired, CAMPAIGN_MESSAGES.bodyTooLong(PUSH_BODY_MAX), PUSH_BODY_MAX),
});
export const ZPushTranslation = ZPushTranslationBody.extend({ language_code: zLanguageCode() });

/** Only Draft and Scheduled are selectable (specification 03, section 3). */
const zPushSelectableStatus = z
  .number({ error: CAMPAIGN_MESSAGES.pushStatusNotSelectable })
  .refine((s) => SELECTABLE_PUSH_CAMPAIGN_STATUSES.includes(s), { error: CAMPAIGN_MESSAGES.pushStatusNotSelectable });

/** An app scheme link (earnstar://offers/12), a web address, or a path inside the app (/offers). */
const DEEP_LINK_PATTERN = /^(?:[a-z][a-z0-9+.-]*:\/\/\S+|\/\S*)$/i;

/** Optional push extras: an https image shown in the notification, and where a tap leads. null means none. */
const pushMediaFields = {
  image_url: z
    .url({ protocol: /^https$/, error: CAMPAIGN_MESSAGES.imageUrlInvalid })
    .max(PUSH_LINK_MAX, CAMPAIGN_MESSAGES.linkTooLong(PUSH_LINK_MAX))
    .nullish(),
  deep_link: z
    .string()
    .trim()
    .max(PUSH_LINK_MAX, CAMPAIGN_MESSAGES.linkTooLong(PUSH_LINK_MAX))
    .regex(DEEP_LINK_PATTERN, CAMPAIGN_MESSAGES.deepLinkInvalid)
    .nullish(),
};

const pushCampaignFields = {
  name: zCampaignName(),
  segment_id: zSegmentId(),
  status: zPushSelectableStatus.default(pushCampaignStatus.value.draft),
  ...scheduleFields,
  default_language_code: zLanguageCode(),
  ...pushMediaFields,
};

/** POST /api/:project/fcm-campaigns: title and body per language, the default language included. */
export const ZPushCampaignCreateBody = z
  .object({ ...pushCampaignFields, translations: z.array(ZPushTranslation).min(1, CAMPAIGN_MESSAGES.defaultLanguageTranslationMissing) })
  .superRefine((body, ctx) => {
    checkTranslations(body.translations, body.default_language_code, true, ctx);
    checkSchedule(body, body.status === pushCampaignStatus.value.scheduled, ctx);
  });
export type PushCampaignCreateBody = z.infer<typeof ZPushCampaignCreateBody>;

/** PUT /api/:project/fcm-campaigns/:id: the same fields; translations given are saved, the others kept. */
export const ZPushCampaignUpdateBody = z
  .object({ ...pushCampaignFields, translations: z.array(ZPushTranslation).optional() })
  .superRefine((body, ctx) => {
    checkTranslations(body.translations, body.default_language_code, false, ctx);
    checkSchedule(body, body.status === pushCampaignStatus.value.scheduled, ctx);
  });
export type PushCampaignUpdateBody = z.infer<typeof ZPushCampaignUpdateBody>;

export const ZPushCampaignSummary = z.object({ ...campaignAnswerFields, title: z.string().nullable() });
export const ZPushCampaign = z.object({
  ...campaignAnswerFields,
  title: z.string().nullable(),
  image_url: z.string().nullable(),
  deep_link: z.string().nullable(),
  translations: z.array(z.object({ language_code: z.string(), title: z.string(), body: z.string(), updated_at: ZTimestamp })),
});
export type PushCampaign = z.infer<typeof ZPushCampaign>;

export const ZPushCampaignListAnswer = listAnswer(ZPushCampaignSummary);
export const ZPushCampaignAnswer = z.object({ data: ZPushCampaign });
export const ZPushCampaignSaveAnswer = z.object({ message: z.string(), data: ZPushCampaign });
