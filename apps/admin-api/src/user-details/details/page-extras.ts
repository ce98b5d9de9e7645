import type { Queryable } from '@bo/db';
import { ACTIVE_SUPPLIER_BAN } from '../sql.ts';

export interface PageExtras {
  extension_logs_count: number;
  is_high_risk_email_domain: boolean;
  staff_reviewer: { admin_id: number; name: string; hex_color: string } | null;
  languages: Array<{ language: string; code: string }>;
  supplier_bans_count: number;
}

/**
 * Small reads of the page: extension logs, the e-mail domain check, the staff member reviewing the
 * user (an open review of the support API's queue with an assignee), the language list, active bans.
 */
const EXTRAS_SQL = `
  SELECT (SELECT count(*)::int FROM admin.extension_logs x WHERE x.user_id = $1) AS extension_logs_count,
    EXISTS (SELECT 1 FROM admin.high_risk_email_domains d WHERE d.domain = $2) AS is_high_risk_email_domain,
    (SELECT json_build_object('admin_id', a.id, 'name', a.name, 'hex_color', a.hex_color)
       FROM support.user_reviews r JOIN core.admins a ON a.id = r.assignee_admin_id
      WHERE r.user_id = $1 AND r.status IN (0, 1, 2)) AS staff_reviewer,
    (SELECT coalesce(json_agg(json_build_object('language', l.name, 'code', l.code) ORDER BY l.name), '[]'::json) FROM admin.languages l) AS languages,
    (SELECT count(*)::int FROM admin.user_supplier_bans b WHERE b.user_id = $1 AND b.type = 5 AND ${ACTIVE_SUPPLIER_BAN}) AS supplier_bans_count`;

export async function loadPageExtras(db: Queryable, userId: number, emailDomain: string | null): Promise<PageExtras> {
  const { rows } = await db.query<PageExtras>(EXTRAS_SQL, [userId, emailDomain]);
  return rows[0]!;
}
