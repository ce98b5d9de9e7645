import type { Queryable } from '@bo/db';

export interface ServerAdminLog {
  /** The account acting and, when switched, the person behind it. */
  adminId: number;
  originalAdminId: number | null;
  action: string;
  requestUrl: string;
  data: Record<string, unknown>;
}

/** An admin-logs action the gateway itself wrote (origin 'server'), as admin-api writes its own. */
export async function writeAdminLog(db: Queryable, log: ServerAdminLog): Promise<void> {
  await db.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [log.adminId, log.originalAdminId, log.action, log.requestUrl, JSON.stringify(log.data)],
  );
}
