import type { FastifyInstance } from 'fastify';
import { READY_TIMEOUT_MS, sendUnavailable, withinTime } from '@bo/server-kit';
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
  // Redis only speeds things up: without it the gateway serves, degraded (limits per instance, events wait).
  const redisDown = (): boolean => app.redisState?.() === 'down';
  app.get('/health', async () => (redisDown() ? { status: 'degraded', redis: 'unavailable' } : { status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      // Within its own time: a locked or lost database must not hang the probe.
      await withinTime(app.db.query('SELECT 1'), READY_TIMEOUT_MS, 'the database');
      return { status: 'ready', access_log: accessLogLag(app), ...(redisDown() ? { redis: 'unavailable' } : {}) };
    } catch (error) {
      // One line, no stack: a prober asks every few seconds through a whole outage.
      request.log.warn({ error: (error as Error).message }, 'readiness check failed');
      return sendUnavailable(reply, MESSAGE.databaseUnavailable);
    }
  });
}
