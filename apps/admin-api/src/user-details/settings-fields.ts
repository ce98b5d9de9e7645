import { day, iso, num, numOrNull } from './format.ts';

/** The columns behind the user's settings, as both the details read and the settings calls select them. */
export interface SettingsFieldsRow {
  birthday: Date | string | null;
  research_defender: boolean;
  vpn_proxy_check: boolean;
  ip_location_check: boolean;
  offers_status: number;
  payout_adjustment: string;
  min_publisher_payout: string | null;
  max_reconciliation_buyers: string | null;
  comment: string | null;
  comment_updated_at: Date | null;
  comment_updated_admin_id: number | null;
  comment_admin_name: string | null;
  comment_admin_hex_color: string | null;
}

/** The settings fields of the user answer (GET /api/user/:id) and of every settings call's answer. */
export function presentSettingsFields(row: SettingsFieldsRow) {
  return {
    birthday: day(row.birthday),
    research_defender: row.research_defender,
    vpn_proxy_check: row.vpn_proxy_check,
    ip_location_check: row.ip_location_check,
    offers_status: row.offers_status,
    payout_adjustment: num(row.payout_adjustment),
    min_publisher_payout: numOrNull(row.min_publisher_payout),
    max_reconciliation_buyers: numOrNull(row.max_reconciliation_buyers),
    comment: row.comment,
    comment_updated_at: iso(row.comment_updated_at),
    comment_updated_admin_id: row.comment_updated_admin_id,
    comment_admin_name: row.comment_admin_name,
    comment_admin_hex_color: row.comment_admin_hex_color,
  };
}
