import type { FastifyInstance } from 'fastify';

/**
 * After sessions were ended (committed): this instance forgets the sessions it had read at once, and
 * every instance, told through the event bus, does the same and has its hub close the sockets. A
 * failure to announce is logged, not answered: the other instances' cached sessions are read again
 * within SESSION_CACHE.ttlMs, and the hubs' timed re-check (30 s) still closes the sockets.
 */
export async function sessionsEnded(app: FastifyInstance, count: number): Promise<void> {
  if (count === 0) return;
  app.sessionCache.clear();
  if (!app.hasDecorator('announceSessionsEnded')) return;
  await app
    .announceSessionsEnded()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not announce ended sessions to the websocket hubs'));
}

/**
 * After a session was replaced (a switch of account) or re-authenticated: no instance may go on with
 * what it read of it before. No socket is closed for it (the client reconnects with its new token).
 */
export async function sessionChanged(app: FastifyInstance, sessionId: string): Promise<void> {
  app.sessionCache.drop(sessionId);
  if (!app.hasDecorator('announceSessionChanged')) return;
  await app
    .announceSessionChanged()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not announce a changed session to the other instances'));
}
