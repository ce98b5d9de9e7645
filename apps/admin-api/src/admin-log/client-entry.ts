import type { AdminLogBody } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { RequestContext } from '@bo/server-kit';

/**
 * A page view or an action the SPA reports, as a row of origin 'client'. Who comes from the gateway-signed
 * context (also the admin acting through a switched account) and when from the database, never from the body.
 */
export async function recordClientEntry(
  db: Queryable,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  body: AdminLogBody,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'client') RETURNING id`,
    [
      ctx.adminId,
      ctx.originalAdminId ?? null,
      body.type,
      body.action ?? null,
      body.request_url,
      body.data === undefined ? null : JSON.stringify(body.data),
    ],
  );
  return rows[0]!.id;
}
