import type { FastifyInstance } from 'fastify';
import { READY_TIMEOUT_MS, sendUnavailable, withinTime } from '@bo/server-kit';
import { MESSAGE } from '../messages.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Redis only speeds things up: without it the gateway serves, degraded (limits per instance, events wait).
  const redisDown = (): boolean => app.redisState?.() === 'down';
  app.get('/health', async () => (redisDown() ? { status: 'degraded', redis: 'unavailable' } : { status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      // Within its own time: a locked or lost database must not hang the probe.
      await withinTime(app.db.query('SELECT 1'), READY_TIMEOUT_MS, 'the database');
      return redisDown() ? { status: 'ready', redis: 'unavailable' } : { status: 'ready' };
    } catch (error) {
      // One line, no stack: a prober asks every few seconds through a whole outage.
      request.log.warn({ error: (error as Error).message }, 'readiness check failed');
      return sendUnavailable(reply, MESSAGE.databaseUnavailable);
    }
  });
}
