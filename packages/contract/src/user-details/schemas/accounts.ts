import { z } from 'zod';
import { ZCount, ZMoney, ZPercent, ZTimestamp, ZUserStatus, dataOf, pagedOf } from './common.ts';

/** A connected or related account (specification 02, section 3). */
export const ZAccountRow = z.object({
  user_id: z.number().int(),
  app_id: z.number().int(),
  app_name: z.string(),
  status: ZUserStatus,
  completes_count: ZCount,
  publisher_payout_sum: ZMoney,
  /** IAP spend of the account, dollars. */
  iap_data: ZMoney,
  user_created_date: ZTimestamp,
  /** The attributes shared with the user, as the table prints them ("Phone, Device"). */
  formatted_matching_attributes: z.string(),
  matching_attributes: z.array(z.string()),
  matching_probability: z.number().int(),
});
export type AccountRow = z.infer<typeof ZAccountRow>;

/** Banned (flagged) share of the accounts, flagged_rate 0..1. */
export const ZAccountsSummary = z.object({ flagged_users: ZCount, total_users: ZCount, flagged_rate: z.number() });
export type AccountsSummary = z.infer<typeof ZAccountsSummary>;

/** The connected accounts an identity check found, with their summary. */
export const ZOtherAccounts = z.object({ results: z.array(ZAccountRow), summary: ZAccountsSummary });
/** The platform's own matches (phone, e-mail, device, IP). */
export const ZRelatedAccounts = z.object({ results: z.array(ZAccountRow), summary: ZAccountsSummary, has_same_offers_taken: z.boolean() });

/** An offer both the user and a related account took (specification 02, section 3). */
export const ZSameOfferRow = z.object({
  user_id: z.number().int(),
  offer_id: z.number().int(),
  offer_name: z.string(),
  offer_status: z.number().int(),
  offer_visibility: z.number().int(),
  icon_url: z.string().nullable(),
  app_id: z.number().int(),
  app_name: z.string(),
  /** IAP spend of the related account on the offer, dollars. */
  transaction_value: ZMoney,
  publisher_payout: ZMoney,
  formatted_matching_attributes: z.string(),
  matching_probability: z.number().int(),
});
export const ZSameOffersTakenAnswer = dataOf(z.array(ZSameOfferRow));

/** A phone verification of the user (specification 02, section 3). */
export const ZPhoneVerification = z.object({
  id: z.number().int(),
  phone: z.string(),
  verified: z.boolean(),
  carrier: z.string().nullable(),
  /** Seconds from sending the code to entering it; null when never entered. */
  delay: z.number().int().nullable(),
  is_copy_pasted: z.boolean(),
  ipqs_score: z.number().int().nullable(),
  /** Banned share of the carrier's verified users, percent (the carrier risk). */
  banned_percentage: ZPercent,
  created_at: ZTimestamp,
});

/** GET /api/user/users-by-carrier/:carrier rows. */
export const ZCarrierUser = z.object({ id: z.number().int(), status: ZUserStatus });
export const ZUsersByCarrierAnswer = pagedOf(ZCarrierUser);

/** E-mail breach check (specification 02, section 4: not checked until clicked). */
export const ZBreach = z.object({ name: z.string(), date: z.string().nullable(), data_classes: z.array(z.string()) });
export const ZEmailBreaches = z.object({
  checked: z.boolean(),
  count: ZCount.nullable(),
  breach_list: z.array(ZBreach),
  /** Days since the address was first seen anywhere; null when unknown or not checked. */
  email_age: z.number().int().nullable(),
});
export const ZCheckBreachesAnswer = dataOf(ZEmailBreaches);

export const ZConnectedAccountsStatus = z.object({
  status: z.enum(['not_checked', 'no_connected', 'connected']),
  sum: ZCount.nullable(),
});
export const ZCheckConnectedAccountsAnswer = dataOf(ZConnectedAccountsStatus.extend({ results: z.array(ZAccountRow) }));

/** GET /api/user/:userId/pattern-risk-users: users of the user's sign-up pattern. */
export const ZPatternRiskUser = z.object({
  id: z.number().int(),
  status: ZUserStatus,
  email: z.string().nullable(),
  created_at: ZTimestamp,
});
export const ZPatternRiskUsersAnswer = z.object({
  data: z.array(ZPatternRiskUser),
  total: ZCount,
  banned_percentage: ZPercent,
  banned_percentage_24h: ZPercent,
});

/** The staff member reviewing the user (the banner of section 1), or null. */
export const ZStaffReviewer = z.object({ admin_id: z.number().int(), name: z.string(), hex_color: z.string() });
