import { ADMIN_LOG_CALL } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { recordClientEntry } from '../admin-log/client-entry.ts';

/**
 * POST /api/admin-logs: records a page view or an action of the calling admin. The body is held to the contract's
 * catalogue (ADMIN_LOG_CALL's body: client actions only, a page or API path, small and shallow data).
 */
export const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ADMIN_LOG_CALL, async (request) => ({ data: { id: await recordClientEntry(app.db, request.ctx, request.body) } }));
};
