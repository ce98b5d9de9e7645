import type { FastifyInstance } from 'fastify';

/**
 * After sessions were ended (committed): the hubs of every instance close their sockets at once. A
 * failure to announce is logged, not answered: the timed re-check (30 s) still closes them.
 */
export async function sessionsEnded(app: FastifyInstance, count: number): Promise<void> {
  if (count === 0 || !app.hasDecorator('announceSessionsEnded')) return;
  await app
    .announceSessionsEnded()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not announce ended sessions to the websocket hubs'));
}
