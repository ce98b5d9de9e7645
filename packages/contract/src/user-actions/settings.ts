import { z } from 'zod';
import { offersStatus } from '../enums/user.ts';
import { ZDay, ZMoney, ZTimestamp, ZUserLanguage, dataOf } from '../user-details/schemas/common.ts';
import { ZUserDetailsUserIdParams } from '../user-details/schemas/params.ts';
import {
  MAX_RECONCILIATION_BUYERS_MAX,
  MIN_PUBLISHER_PAYOUT_MAX,
  PAYOUT_ADJUSTMENT_RANGE,
  SETTINGS_MESSAGES as M,
  SETTING_FIELDS,
  USER_COMMENT_MAX,
} from './settings-rules.ts';

export * from './settings-rules.ts';

/** Money and percents keep 2 decimals, like their numeric(…, 2) columns. */
const round2 = (n: number): number => Math.round(n * 100) / 100;
/** z.number refuses NaN and Infinity; a string or a missing value gets the field's own message. */
const number = (message: string) => z.number({ error: message });

/**
 * POST /api/user/:userId/setting-status (specification 02, sections 7 and 8): a toggle takes true or
 * false, offers_status takes 1 Active, 2 Inactive or 3 Shadow-banned.
 */
export const ZSettingStatusBody = z
  .object({
    field: z.enum(SETTING_FIELDS, { error: M.fieldInvalid }),
    status: z.union([z.boolean(), z.number()], { error: M.toggleStatusInvalid }),
  })
  .superRefine((b, ctx) => {
    if (b.field === 'offers_status') {
      if (!offersStatus.has(b.status as 1 | 2 | 3)) ctx.addIssue({ code: 'custom', path: ['status'], message: M.offersStatusInvalid });
    } else if (typeof b.status !== 'boolean') ctx.addIssue({ code: 'custom', path: ['status'], message: M.toggleStatusInvalid });
  });
export type SettingStatusInput = z.input<typeof ZSettingStatusBody>;

/** POST /api/user/:userId/comment: the free-text comment; blank clears it. */
export const ZUserCommentBody = z.object({
  comment: z
    .string()
    .trim()
    .max(USER_COMMENT_MAX, M.commentTooLong)
    .nullable()
    .transform((c) => (c ? c : null)),
});

/** PUT /api/user/:id/country: an ISO code of core.countries (the server checks it exists). */
export const ZUserCountryBody = z.object({
  country: z
    .string({ error: M.countryInvalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, M.countryInvalid)
    .transform((c) => c.toUpperCase()),
});

const ZLanguageCode = z
  .string({ error: M.languageInvalid })
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, M.languageInvalid);

/** PUT /api/user/:userId/languages: the whole list, each {language: code} of admin.languages; may be empty. */
export const ZUserLanguagesBody = z.object({
  languages: z
    .array(z.object({ language: ZLanguageCode }), { error: M.languageInvalid })
    .max(50)
    .transform((list) => [...new Set(list.map((l) => l.language))]),
});

/** POST /api/user/:userId/interface-language/:code. */
export const ZInterfaceLanguageParams = z.object({ code: ZLanguageCode });
/** POST /api/user/:userId/interface-language/:code: the user and the language. */
export const ZUserInterfaceLanguageParams = ZUserDetailsUserIdParams.extend(ZInterfaceLanguageParams.shape);

/** PUT /api/user/:userId/payout-adjustment: a percent, 10 to 100. */
export const ZPayoutAdjustmentBody = z.object({
  payout_adjustment: number(M.payoutAdjustmentInvalid)
    .min(PAYOUT_ADJUSTMENT_RANGE.min, M.payoutAdjustmentInvalid)
    .max(PAYOUT_ADJUSTMENT_RANGE.max, M.payoutAdjustmentInvalid)
    .transform(round2),
});

/** PUT /api/user/:userId/min-publisher-payout: dollars, 0 or more; null removes the minimum. */
export const ZMinPublisherPayoutBody = z.object({
  min_publisher_payout: number(M.minPublisherPayoutInvalid)
    .min(0, M.minPublisherPayoutInvalid)
    .max(MIN_PUBLISHER_PAYOUT_MAX, M.minPublisherPayoutInvalid)
    .transform(round2)
    .nullable(),
});

/** PUT /api/user/:userId/max-reconciliation-buyers: a percent, at most 150; null removes the limit. */
export const ZMaxReconciliationBuyersBody = z.object({
  max_reconciliation_buyers: number(M.maxReconciliationBuyersInvalid)
    .min(0, M.maxReconciliationBuyersInvalid)
    .max(MAX_RECONCILIATION_BUYERS_MAX, M.maxReconciliationBuyersInvalid)
    .transform(round2)
    .nullable(),
});

/** The settings of a user as GET /api/user/:id names them: what every settings call answers. */
export const ZUserSettings = z.object({
  id: z.number().int(),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  languages: z.array(ZUserLanguage),
  interface_language: z.string().nullable(),
  birthday: ZDay.nullable(),
  research_defender: z.boolean(),
  vpn_proxy_check: z.boolean(),
  ip_location_check: z.boolean(),
  offers_status: z.number().int(),
  payout_adjustment: z.number(),
  min_publisher_payout: ZMoney.nullable(),
  max_reconciliation_buyers: z.number().nullable(),
  comment: z.string().nullable(),
  comment_updated_at: ZTimestamp.nullable(),
  comment_updated_admin_id: z.number().int().nullable(),
  comment_admin_name: z.string().nullable(),
  comment_admin_hex_color: z.string().nullable(),
});
export type UserSettings = z.infer<typeof ZUserSettings>;

/** Every settings call answers the toast's words and the user's settings after the change. */
export const ZUserSettingsAnswer = z.object({ message: z.string(), data: ZUserSettings });
export type UserSettingsAnswer = z.infer<typeof ZUserSettingsAnswer>;

/** POST /api/user/:userId/comment answers who wrote the comment and when (specification 02, section 7). */
export const ZUserCommentAnswer = dataOf(
  z.object({
    comment: z.string().nullable(),
    comment_updated_at: ZTimestamp.nullable(),
    comment_updated_admin_id: z.number().int().nullable(),
    commented_admin: z.object({ name: z.string(), hex_color: z.string().nullable() }).nullable(),
  }),
);
export type UserCommentAnswer = z.infer<typeof ZUserCommentAnswer>;
