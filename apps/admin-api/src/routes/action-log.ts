import type { Queryable } from '@bo/db';
import type { RequestContext } from '@bo/server-kit';

/** Every write is action-logged (specification 04, rule 7), in the write's own transaction. */
export async function logServerAction(db: Queryable, ctx: RequestContext, action: string, url: string, data: unknown): Promise<void> {
  await db.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [ctx.adminId, ctx.originalAdminId ?? null, action, url, JSON.stringify(data)],
  );
}
