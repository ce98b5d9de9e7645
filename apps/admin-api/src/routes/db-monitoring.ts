import { DB_MONITORING_CALLS } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { cancelQuery } from '../db-monitoring/cancel-query.ts';
import { readDbMonitoring } from '../db-monitoring/read.ts';

/** /db-monitoring: the page's read (page holders) and cancelling a query (top admins; action-logged), in src/db-monitoring. */
export const dbMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, DB_MONITORING_CALLS.show, async () => readDbMonitoring(app.db));
  routeCall(app, DB_MONITORING_CALLS.cancel, async (request) => cancelQuery(app.db, request.ctx, request.params.pid, request.url));
};
