import { z } from 'zod';
import { ZCount, ZDay, ZUserLanguage, ZMoney, ZTimestamp, ZUserStatus } from './common.ts';

const siblingFlags = {
  is_po: z.boolean(),
  po_user_id: z.number().int().nullable(),
  po_user_deleted: z.boolean(),
  is_fs: z.boolean(),
  fs_user_id: z.number().int().nullable(),
  fs_user_deleted: z.boolean(),
  is_hc: z.boolean(),
  hc_user_id: z.number().int().nullable(),
  hc_user_deleted: z.boolean(),
  is_ts: z.boolean(),
  ts_user_id: z.number().int().nullable(),
  ts_user_deleted: z.boolean(),
  is_es: z.boolean(),
  es_user_id: z.number().int().nullable(),
  es_user_deleted: z.boolean(),
};

/** The full platform user of the details page (specification 02, section 3, "User (full)"). */
export const ZUserDetailsUser = z.object({
  id: z.number().int(),
  hash: z.string(),
  email: z.string().nullable(),
  app_id: z.number().int(),
  app_name: z.string(),
  ...siblingFlags,
  external_user_id: z.string().nullable(),
  external_source: z.string().nullable(),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  languages: z.array(ZUserLanguage),
  available_languages: z.array(ZUserLanguage),
  interface_language: z.string().nullable(),
  // Status block.
  status: ZUserStatus,
  /** 1 infinite, 2 until a date, 3 completes and/or offer payout; null when not protected. */
  protected_status: z.number().int().min(1).max(3).nullable(),
  protected_until: ZTimestamp.nullable(),
  /** Seconds until the protection (mode 2) or the ban / hold ends; null without an end. */
  status_left_time: z.number().int().nullable(),
  protected_completes: z.number().int().nullable(),
  completes_left: z.number().int().nullable(),
  protected_offers_payout: ZMoney.nullable(),
  offer_payout_left: ZMoney.nullable(),
  banned_until: ZTimestamp.nullable(),
  banned_message: z.string().nullable(),
  status_updated_at: ZTimestamp.nullable(),
  status_by_admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  admin_hex_color: z.string().nullable(),
  created_at: ZTimestamp,
  last_click: z.object({ created_at: ZTimestamp, user_agent: z.string().nullable() }).nullable(),
  /** desktop, mobile or tablet. */
  device: z.string().nullable(),
  /** web, android or ios. */
  platform: z.string().nullable(),
  last_ip: z.string().nullable(),
  birthday: ZDay.nullable(),
  // Settings.
  research_defender: z.boolean(),
  vpn_proxy_check: z.boolean(),
  ip_location_check: z.boolean(),
  offers_status: z.number().int().min(1).max(3),
  payout_adjustment: z.number(),
  min_publisher_payout: ZMoney.nullable(),
  max_reconciliation_buyers: z.number().nullable(),
  comment: z.string().nullable(),
  comment_updated_at: ZTimestamp.nullable(),
  comment_updated_admin_id: z.number().int().nullable(),
  comment_admin_name: z.string().nullable(),
  comment_admin_hex_color: z.string().nullable(),
  // Performance figures.
  survey_publisher_payout: ZMoney,
  offer_clicks_count: ZCount,
  offer_events_count: ZCount,
  offer_revenue: ZMoney,
  offer_publisher_payout: ZMoney,
  iap_spend: ZMoney,
  user_payouts: ZMoney,
  user_payouts_count: ZCount,
  completes_count: ZCount,
  /** Publisher payout of the user's credited offer events: the base of the protection quick buttons. */
  publisher_payout_offers_total: ZMoney,
  app_supports_verification: z.boolean(),
});
export type UserDetailsUser = z.infer<typeof ZUserDetailsUser>;
