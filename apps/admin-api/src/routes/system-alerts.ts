import { ALERT_MESSAGES, OPERATIONS_CALL } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { listSystemAlerts, markAlertSeen, notSeenAlertCount } from '../alerts/system-alerts.ts';

/**
 * System alerts (specification 03): the list (seen / not seen, type, creation date range; newest
 * first), marking one seen, and the not-seen count the screens poll every minute (alerts/system-alerts.ts).
 */
export const systemAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, OPERATIONS_CALL.alertList, async (request) => listSystemAlerts(app.db, request.query));
  routeCall(app, OPERATIONS_CALL.alertNotSeenCount, async () => ({ count: await notSeenAlertCount(app.db) }));
  routeCall(app, OPERATIONS_CALL.alertMarkSeen, async (request) => ({
    message: ALERT_MESSAGES.markedSeen,
    data: await markAlertSeen(app.db, request.ctx.adminId, request.params.id),
  }));
};
