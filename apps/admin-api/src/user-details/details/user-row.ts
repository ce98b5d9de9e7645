import type { SettingsFieldsRow } from '../settings-fields.ts';
import type { Queryable } from '@bo/db';

/** The platform user's own row with its app, country and the admins named in it. */
export interface UserRow extends SettingsFieldsRow {
  id: number;
  hash: string;
  email: string | null;
  app_id: number;
  app_name: string;
  supports_phone_verification: boolean;
  external_user_id: string | null;
  external_source: string | null;
  country_code: string | null;
  country_name: string | null;
  languages: string[];
  interface_language: string | null;
  status: number;
  protected_status: number | null;
  protected_until: Date | null;
  protected_completes: number | null;
  protected_offers_payout: string | null;
  protected_at: Date | null;
  banned_until: Date | null;
  banned_message: string | null;
  status_updated_at: Date | null;
  status_by_admin_id: number | null;
  admin_name: string | null;
  admin_hex_color: string | null;
  created_at: Date;
  device: string | null;
  platform: string | null;
  device_id: string | null;
  timezone: string | null;
  signup_ip: string | null;
  email_domain: string | null;
}

const USER_SQL = `
  SELECT u.id, u.hash, u.email, u.app_id, a.name AS app_name, a.supports_phone_verification, u.external_user_id, u.external_source,
    btrim(u.country_code) AS country_code, c.name AS country_name, u.languages, u.interface_language,
    u.status, u.protected_status, u.protected_until, u.protected_completes, u.protected_offers_payout, u.protected_at,
    u.banned_until, u.banned_message, u.status_updated_at, u.status_by_admin_id, sa.name AS admin_name, sa.hex_color AS admin_hex_color,
    u.created_at, u.device, u.platform, u.device_id, u.timezone, host(u.signup_ip) AS signup_ip, u.birthday,
    u.research_defender, u.vpn_proxy_check, u.ip_location_check, u.offers_status, u.payout_adjustment, u.min_publisher_payout,
    u.max_reconciliation_buyers, u.comment, u.comment_updated_at, u.comment_updated_admin_id,
    ca.name AS comment_admin_name, ca.hex_color AS comment_admin_hex_color,
    nullif(lower(split_part(u.email, '@', 2)), '') AS email_domain
  FROM admin.users u
  JOIN core.apps a ON a.id = u.app_id
  LEFT JOIN core.countries c ON c.code = u.country_code
  LEFT JOIN core.admins sa ON sa.id = u.status_by_admin_id
  LEFT JOIN core.admins ca ON ca.id = u.comment_updated_admin_id
  WHERE u.id = $1`;

export async function loadUserRow(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(USER_SQL, [id]);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** One of the person's accounts in the five apps (the user itself and its account group). */
export interface SiblingAccount {
  app_id: number;
  id: number;
  deleted: boolean;
}

export async function loadSiblingAccounts(db: Queryable, userId: number): Promise<SiblingAccount[]> {
  const { rows } = await db.query<SiblingAccount>(
    `SELECT app_id, id, app_deleted_at IS NOT NULL AS deleted FROM admin.users WHERE id = $1
     UNION
     SELECT app_id, id, app_deleted_at IS NOT NULL FROM admin.users
     WHERE account_group_id = (SELECT account_group_id FROM admin.users WHERE id = $1)
     ORDER BY app_id, id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The newest click (last_click) and the address the user was last seen at (ip logs, else that click). */
export async function loadLastSeen(
  db: Queryable,
  userId: number,
): Promise<{ click: { created_at: Date; user_agent: string | null; ip: string | null } | null; ip: string | null }> {
  const click = await db.query<{ created_at: Date; user_agent: string | null; ip: string | null }>(
    'SELECT created_at, user_agent, host(ip) AS ip FROM admin.clicks WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [userId],
  );
  const log = await db.query<{ ip: string }>('SELECT host(ip) AS ip FROM admin.ip_logs WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [
    userId,
  ]);
  const last = click.rows[0] ?? null;
  return { click: last, ip: log.rows[0]?.ip ?? last?.ip ?? null };
}
