import type { FastifyInstance } from 'fastify';
import { MESSAGE } from '../messages.ts';

/** How far the access log's database copy is behind stdout: records waiting and the age of the oldest. */
function accessLogLag(app: FastifyInstance): { pending: number; lag_seconds: number; failing: boolean } | null {
  const stats = app.accessLogStore?.stats();
  if (!stats) return null;
  const lag = stats.oldestPendingAt === null ? 0 : Math.max(0, Date.now() - stats.oldestPendingAt) / 1000;
  return { pending: stats.pending, lag_seconds: Math.round(lag * 10) / 10, failing: stats.failing };
}

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ready', access_log: accessLogLag(app) };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ errors: MESSAGE.databaseUnavailable });
    }
  });
}
