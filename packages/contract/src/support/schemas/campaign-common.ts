import { z } from 'zod';
import { CAMPAIGN_NAME_MAX, CAMPAIGN_PAGE_SIZE, SEGMENT_OPTIONS_PER_PAGE } from '../constants.ts';
import { isCampaignLanguage } from '../languages.ts';
import { CAMPAIGN_MESSAGES } from '../messages.ts';
import { ZAdminRef, ZDateOrInstant, ZTimestamp, zList, zOptional, zPage, zPerPage } from './common.ts';

/** A wall-clock time without a zone: 2025-01-31 09:00 or 2025-01-31T09:00[:ss] (sent at that time in each user's zone). */
export const LOCAL_DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const isRealLocalDatetime = (text: string): boolean => {
  const m = LOCAL_DATETIME_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
};
export const ZLocalDatetime = z.string().refine(isRealLocalDatetime, { error: CAMPAIGN_MESSAGES.userTargetDatetimeInvalid });
/** Local date-time filters also take a calendar day. */
export const ZLocalDateOrDatetime = z.union([z.iso.date(), ZLocalDatetime]);

/** The earliest zone is UTC-12: a local time earlier than the wall clock there has passed everywhere. */
const LATEST_ZONE_OFFSET_MS = 12 * 3_600_000;
/** Whether a local wall-clock time is still ahead somewhere on Earth. */
export function localTimeStillAhead(local: string, now = Date.now()): boolean {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`);
  return asUtc > now - LATEST_ZONE_OFFSET_MS;
}

export const zCampaignName = () =>
  z
    .string({ error: CAMPAIGN_MESSAGES.nameRequired })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.nameRequired)
    .max(CAMPAIGN_NAME_MAX, CAMPAIGN_MESSAGES.nameTooLong(CAMPAIGN_NAME_MAX));

export const zSegmentId = () =>
  z.number({ error: CAMPAIGN_MESSAGES.segmentRequired }).int(CAMPAIGN_MESSAGES.segmentRequired).positive(CAMPAIGN_MESSAGES.segmentRequired);

export const zLanguageCode = () =>
  z
    .string({ error: CAMPAIGN_MESSAGES.defaultLanguageRequired })
    .trim()
    .toLowerCase()
    .min(1, CAMPAIGN_MESSAGES.defaultLanguageRequired)
    .superRefine((code, ctx) => {
      if (code !== '' && !isCampaignLanguage(code)) ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.languageUnknown(code) });
    });

/** A required text with clear "required" / "too long" messages. */
export const zText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** The schedule of a campaign: a UTC instant, or a wall-clock time in each user's time zone. */
export const scheduleFields = {
  send_in_user_timezone: z.boolean().default(false),
  scheduled_at: z.iso.datetime({ offset: true, error: CAMPAIGN_MESSAGES.scheduledAtInvalid }).nullish(),
  user_target_datetime: ZLocalDatetime.nullish(),
};

interface ScheduleInput {
  send_in_user_timezone: boolean;
  scheduled_at?: string | null;
  user_target_datetime?: string | null;
}

/** A scheduled campaign needs a send time in the future, in the chosen mode. */
export function checkSchedule(body: ScheduleInput, isScheduled: boolean, ctx: z.RefinementCtx, now = Date.now()): void {
  if (!isScheduled) return;
  if (body.send_in_user_timezone) {
    if (!body.user_target_datetime)
      ctx.addIssue({ code: 'custom', path: ['user_target_datetime'], message: CAMPAIGN_MESSAGES.scheduleRequired });
    else if (!localTimeStillAhead(body.user_target_datetime, now))
      ctx.addIssue({ code: 'custom', path: ['user_target_datetime'], message: CAMPAIGN_MESSAGES.scheduleInPast });
    return;
  }
  if (!body.scheduled_at) ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: CAMPAIGN_MESSAGES.scheduleRequired });
  else if (Date.parse(body.scheduled_at) <= now)
    ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: CAMPAIGN_MESSAGES.scheduleInPast });
}

/** Translations name each language once, and a create needs the default language among them. */
export function checkTranslations(
  translations: readonly { language_code: string }[] | undefined,
  defaultLanguage: string,
  requireDefault: boolean,
  ctx: z.RefinementCtx,
): void {
  if (!translations) return;
  const seen = new Set<string>();
  translations.forEach((t, index) => {
    if (seen.has(t.language_code))
      ctx.addIssue({
        code: 'custom',
        path: ['translations', index, 'language_code'],
        message: CAMPAIGN_MESSAGES.duplicateLanguage(t.language_code),
      });
    seen.add(t.language_code);
  });
  // An unknown default language already has its own message.
  if (requireDefault && isCampaignLanguage(defaultLanguage) && !seen.has(defaultLanguage)) {
    ctx.addIssue({ code: 'custom', path: ['translations'], message: CAMPAIGN_MESSAGES.defaultLanguageTranslationMissing });
  }
}

/** Campaign list filters (specification 03, section 3). */
export const ZCampaignFilters = z.object({
  segment_id: zOptional(z.coerce.number().int().positive()),
  statuses: zList(z.coerce.number().int().min(0)),
  scheduled_at_from: zOptional(ZDateOrInstant),
  scheduled_at_to: zOptional(ZDateOrInstant),
  user_target_datetime_from: zOptional(ZLocalDateOrDatetime),
  user_target_datetime_to: zOptional(ZLocalDateOrDatetime),
});
export type CampaignFilters = z.infer<typeof ZCampaignFilters>;

/** Page and size of the segment and campaign lists: 10 a page, up to 999 when loading select options. */
export const campaignPaging = {
  page: zPage(),
  per_page: zPerPage(CAMPAIGN_PAGE_SIZE, SEGMENT_OPTIONS_PER_PAGE),
};

/** Segment and campaign list answers: data, per_page, page, last_page, total (specification 03, section 3). */
export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    per_page: z.number().int(),
    page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
  });

export const ZCampaignParams = z.object({ project: z.string(), id: z.coerce.number().int().positive() });
export const ZCampaignTranslationParams = ZCampaignParams.extend({ language_code: z.string() });
export const ZProjectParams = z.object({ project: z.string() });

/** Fields every campaign answer carries. */
export const campaignAnswerFields = {
  id: z.number().int(),
  project: z.string(),
  name: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  segment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  send_in_user_timezone: z.boolean(),
  scheduled_at: ZTimestamp.nullable(),
  user_target_datetime: z.string().nullable(),
  default_language_code: z.string(),
  language_codes: z.array(z.string()),
  created_by: ZAdminRef.nullable(),
  updated_by: ZAdminRef.nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  cancelled_at: ZTimestamp.nullable(),
};
