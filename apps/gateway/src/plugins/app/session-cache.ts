import fp from 'fastify-plugin';
import { SESSION_CACHE, SessionCache } from '../../accounts/session-cache.ts';
import type { SessionCacheOptions } from '../../options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this instance read lately (accounts/session-cache.ts). */
    sessionCache: SessionCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The per-instance session cache. Every instance empties it when the bus says sessions were ended
 * or changed (realtime/index.ts listens); the instance that ends them empties it at once
 * (accounts/sessions-ended.ts). A write by a signed-in caller may have changed their own admin row
 * (name, chat status): their entry goes before the answer does, so their next call reads it fresh.
 */
export default fp(
  async (app, opts: Partial<SessionCacheOptions>) => {
    const cache = new SessionCache({ ...SESSION_CACHE, ...opts });
    app.decorate('sessionCache', cache);
    // A callback hook: no promise per answer.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.auth && !READS.has(request.method)) cache.drop(request.auth.sessionId);
      done(null, payload);
    });
  },
  { name: 'session-cache', dependencies: ['database'] },
);
