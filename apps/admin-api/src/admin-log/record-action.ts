import type { Queryable } from '@bo/db';
import type { RequestContext } from '@bo/server-kit';

/** An admin-logs action the server writes for a page holder's write (specification 04, rule 7), in the write's transaction. */
export async function recordAdminAction(
  tx: Queryable,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  action: string,
  url: string,
  data: unknown,
): Promise<void> {
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [ctx.adminId, ctx.originalAdminId ?? null, action, url, JSON.stringify(data)],
  );
}
