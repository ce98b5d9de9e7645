import type { FastifyInstance } from 'fastify';
import type { ApiCall } from '@bo/contract';
import { sessionsEnded } from '../../accounts/sessions-ended.ts';
import { clearSessionCookie } from '../../accounts/session-cookie.ts';
import { revokeSession } from '../../accounts/sessions.ts';

/**
 * What the browser drops on sign-out: its HTTP cache and the origin's storage (the SPA's token and
 * admin in localStorage among them). Cookies are not named (that would drop every cookie of the
 * origin): the session is ended server-side and its cookie dropped by name.
 */
export const SIGN_OUT_CLEAR_SITE_DATA = '"cache", "storage"';

/** POST /api/logout: the session is revoked, so its token is refused from now on; the session cookie goes. */
export async function logoutRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    handler: async (request, reply) => {
      const auth = request.auth!;
      await revokeSession(app.db, auth.sessionId, app.clock());
      await sessionsEnded(app, 1);
      request.audit.event = { type: 'logout' };
      clearSessionCookie(reply);
      return reply.code(204).header('clear-site-data', SIGN_OUT_CLEAR_SITE_DATA).send();
    },
  });
}
