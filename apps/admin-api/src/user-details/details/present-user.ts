import { PRODUCTS, type UserDetailsUser, type UserLanguage } from '@bo/contract';
import { iso, isoRequired, numOrNull, round2 } from '../format.ts';
import { presentSettingsFields } from '../settings-fields.ts';
import type { OfferTotals, SurveyTotals } from './activity-totals.ts';
import type { SiblingAccount, UserRow } from './user-row.ts';

export interface UserInputs {
  row: UserRow;
  siblings: SiblingAccount[];
  languages: UserLanguage[];
  surveys: SurveyTotals;
  offers: OfferTotals;
  lastClick: { created_at: Date; user_agent: string | null } | null;
  lastIp: string | null;
  now: Date;
}

type SiblingFields = Pick<
  UserDetailsUser,
  | 'is_po'
  | 'po_user_id'
  | 'po_user_deleted'
  | 'is_fs'
  | 'fs_user_id'
  | 'fs_user_deleted'
  | 'is_hc'
  | 'hc_user_id'
  | 'hc_user_deleted'
  | 'is_ts'
  | 'ts_user_id'
  | 'ts_user_deleted'
  | 'is_es'
  | 'es_user_id'
  | 'es_user_deleted'
>;

/** is_po / po_user_id / po_user_deleted ... for the five products; a live account wins over a deleted one. */
function siblingFields(siblings: readonly SiblingAccount[]): SiblingFields {
  const out: Record<string, boolean | number | null> = {};
  for (const p of PRODUCTS) {
    const accounts = siblings.filter((s) => s.app_id === p.appId);
    const account = accounts.find((s) => !s.deleted) ?? accounts[0];
    out[`is_${p.prefix}`] = account !== undefined;
    out[`${p.prefix}_user_id`] = account?.id ?? null;
    out[`${p.prefix}_user_deleted`] = account?.deleted ?? false;
  }
  return out as unknown as SiblingFields;
}

/** Seconds until the protection (mode 2) or the ban / hold ends; null when nothing ends. */
function statusLeftTime(row: UserRow, now: Date): number | null {
  const end = row.protected_status === 2 ? row.protected_until : row.status !== 1 ? row.banned_until : null;
  return end ? Math.max(0, Math.round((end.getTime() - now.getTime()) / 1000)) : null;
}

/** The full user of the details page (specification 02, section 3). */
export function presentUser(i: UserInputs): UserDetailsUser {
  const { row, surveys, offers } = i;
  const names = new Map(i.languages.map((l) => [l.code, l.language]));
  const protectedPayout = numOrNull(row.protected_offers_payout);
  const mode3 = row.protected_status === 3;
  return {
    id: row.id,
    hash: row.hash,
    email: row.email,
    app_id: row.app_id,
    app_name: row.app_name,
    ...siblingFields(i.siblings),
    external_user_id: row.external_user_id,
    external_source: row.external_source,
    country: row.country_code,
    country_name: row.country_name,
    languages: row.languages.map((code) => ({ language: names.get(code) ?? code, code })),
    available_languages: i.languages,
    interface_language: row.interface_language,
    status: row.status,
    protected_status: row.protected_status,
    protected_until: iso(row.protected_until),
    status_left_time: statusLeftTime(row, i.now),
    protected_completes: row.protected_completes,
    completes_left: mode3 && row.protected_completes !== null ? row.protected_completes - surveys.completesSinceProtection : null,
    protected_offers_payout: protectedPayout,
    offer_payout_left: mode3 && protectedPayout !== null ? round2(protectedPayout - offers.payout_since_protection) : null,
    banned_until: iso(row.banned_until),
    banned_message: row.banned_message,
    status_updated_at: iso(row.status_updated_at),
    status_by_admin_id: row.status_by_admin_id,
    admin_name: row.admin_name,
    admin_hex_color: row.admin_hex_color,
    created_at: isoRequired(row.created_at),
    last_click: i.lastClick ? { created_at: isoRequired(i.lastClick.created_at), user_agent: i.lastClick.user_agent } : null,
    device: row.device,
    platform: row.platform,
    last_ip: i.lastIp,
    ...presentSettingsFields(row),
    survey_publisher_payout: round2(surveys.payout),
    offer_clicks_count: offers.offer_clicks,
    offer_events_count: offers.events,
    offer_revenue: round2(offers.revenue),
    offer_publisher_payout: round2(offers.payout),
    iap_spend: round2(offers.iap_spend),
    user_payouts: round2(offers.payouts_sum),
    user_payouts_count: offers.payouts_count,
    completes_count: surveys.completes,
    publisher_payout_offers_total: round2(offers.payout),
    app_supports_verification: row.supports_phone_verification,
  };
}
