import { z } from 'zod';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX } from '../constants.ts';
import { emailCampaignStatus } from '../../enums/campaigns.ts';
import { EMAIL_CAMPAIGN_EDITOR_STATUSES } from '../campaign-status.ts';
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

/** POST /api/:project/email-campaigns/list */
export const ZEmailCampaignListBody = z
  .object({ ...campaignPaging, filters: ZCampaignFilters.default({}) })
  .default({ page: 1, per_page: 10, filters: {} });

export const ZEmailTranslationBody = z.object({
  subject: zText(CAMPAIGN_MESSAGES.subjectRequired, CAMPAIGN_MESSAGES.subjectTooLong(EMAIL_SUBJECT_MAX), EMAIL_SUBJECT_MAX),
  body: zText(CAMPAIGN_MESSAGES.bodyRequired, CAMPAIGN_MESSAGES.bodyTooLong(EMAIL_BODY_MAX), EMAIL_BODY_MAX),
});
export const ZEmailTranslation = ZEmailTranslationBody.extend({ language_code: zLanguageCode() });

const zEmailEditorStatus = z
  .number({ error: CAMPAIGN_MESSAGES.emailStatusNotSelectable })
  .refine((s) => EMAIL_CAMPAIGN_EDITOR_STATUSES.includes(s), { error: CAMPAIGN_MESSAGES.emailStatusNotSelectable });

const emailCampaignFields = {
  name: zCampaignName(),
  segment_id: zSegmentId(),
  status: zEmailEditorStatus.default(emailCampaignStatus.value.initialized),
  ...scheduleFields,
  default_language_code: zLanguageCode(),
};

/** POST /api/:project/email-campaigns: subject and body per language, the default language included. */
export const ZEmailCampaignCreateBody = z
  .object({ ...emailCampaignFields, translations: z.array(ZEmailTranslation).min(1, CAMPAIGN_MESSAGES.defaultLanguageTranslationMissing) })
  .superRefine((body, ctx) => {
    checkTranslations(body.translations, body.default_language_code, true, ctx);
    checkSchedule(body, body.status === emailCampaignStatus.value.scheduled, ctx);
  });
export type EmailCampaignCreateBody = z.infer<typeof ZEmailCampaignCreateBody>;

/** PUT /api/:project/email-campaigns/:id: the same fields; translations given are saved, the others kept. */
export const ZEmailCampaignUpdateBody = z
  .object({ ...emailCampaignFields, translations: z.array(ZEmailTranslation).optional() })
  .superRefine((body, ctx) => {
    checkTranslations(body.translations, body.default_language_code, false, ctx);
    checkSchedule(body, body.status === emailCampaignStatus.value.scheduled, ctx);
  });
export type EmailCampaignUpdateBody = z.infer<typeof ZEmailCampaignUpdateBody>;

export const ZEmailCampaignSummary = z.object({ ...campaignAnswerFields, subject: z.string().nullable() });
export const ZEmailCampaign = z.object({
  ...campaignAnswerFields,
  subject: z.string().nullable(),
  translations: z.array(z.object({ language_code: z.string(), subject: z.string(), body: z.string(), updated_at: ZTimestamp })),
});
export type EmailCampaign = z.infer<typeof ZEmailCampaign>;

export const ZEmailCampaignListAnswer = listAnswer(ZEmailCampaignSummary);
export const ZEmailCampaignAnswer = z.object({ data: ZEmailCampaign });
export const ZEmailCampaignSaveAnswer = z.object({ message: z.string(), data: ZEmailCampaign });
