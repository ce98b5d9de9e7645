import { USER_DETAILS_MESSAGES, type UserSettings } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { presentSettingsFields, type SettingsFieldsRow } from '../../user-details/settings-fields.ts';

/** The columns of admin.users the settings calls change: the only names ever written into their SQL. */
export type SettingsColumn =
  | 'research_defender'
  | 'vpn_proxy_check'
  | 'ip_location_check'
  | 'offers_status'
  | 'payout_adjustment'
  | 'min_publisher_payout'
  | 'max_reconciliation_buyers'
  | 'country_code'
  | 'languages'
  | 'interface_language'
  | 'birthday'
  | 'comment'
  | 'comment_updated_admin_id';

interface SettingsRow extends SettingsFieldsRow {
  id: string;
  country_code: string | null;
  country_name: string | null;
  languages: string[];
  language_names: Record<string, string> | null;
  interface_language: string | null;
}

const SETTINGS_SQL = `
  SELECT u.id, btrim(u.country_code) AS country_code, c.name AS country_name, u.languages,
    (SELECT json_object_agg(l.code, l.name) FROM admin.languages l WHERE l.code = ANY (u.languages)) AS language_names,
    u.interface_language, u.birthday, u.research_defender, u.vpn_proxy_check, u.ip_location_check, u.offers_status,
    u.payout_adjustment, u.min_publisher_payout, u.max_reconciliation_buyers,
    u.comment, u.comment_updated_at, u.comment_updated_admin_id, a.name AS comment_admin_name, a.hex_color AS comment_admin_hex_color
  FROM admin.users u
  LEFT JOIN core.countries c ON c.code = u.country_code
  LEFT JOIN core.admins a ON a.id = u.comment_updated_admin_id
  WHERE u.id = $1`;

function presentSettings(row: SettingsRow): UserSettings {
  const names = row.language_names ?? {};
  return {
    id: Number(row.id),
    country: row.country_code,
    country_name: row.country_name,
    languages: row.languages.map((code) => ({ language: names[code] ?? code, code })),
    interface_language: row.interface_language,
    ...presentSettingsFields(row),
  };
}

/**
 * The user's settings; with `lock` the user row is locked until the transaction ends, so two admins
 * changing one user write one after the other and each audit entry's "before" is the real one.
 */
export async function loadSettings(db: Queryable, userId: number, lock = false): Promise<UserSettings> {
  if (lock) {
    const locked = await db.query('SELECT id FROM admin.users WHERE id = $1 FOR UPDATE', [userId]);
    if (locked.rows.length === 0) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
  }
  const { rows } = await db.query<SettingsRow>(SETTINGS_SQL, [userId]);
  const row = rows[0];
  if (!row) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
  return presentSettings(row);
}
