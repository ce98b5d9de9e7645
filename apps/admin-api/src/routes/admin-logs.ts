import { ADMIN_LOG_CALL } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';

/**
 * POST /api/admin-logs: records a page view or an action of the calling admin, as a row of origin
 * 'client'. Who is taken from the gateway-signed context (also the admin acting through a switched
 * account) and when from the database, never from the body; the body is held to the contract's
 * catalogue (ADMIN_LOG_CALL's body: client actions only, a page or API path, small and shallow data).
 */
export const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ADMIN_LOG_CALL, async (request) => {
    const { adminId, originalAdminId } = request.ctx;
    const body = request.body;
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'client') RETURNING id`,
      [
        adminId,
        originalAdminId ?? null,
        body.type,
        body.action ?? null,
        body.request_url,
        body.data === undefined ? null : JSON.stringify(body.data),
      ],
    );
    return { data: { id: rows[0]!.id } };
  });
};
