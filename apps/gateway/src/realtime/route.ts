import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isUsableAdmin, permissionCatalogue, REALTIME_PATH, SIGNED_IN } from '@bo/contract';
import { forbidden, HttpError } from '@bo/server-kit';
import { sessionCookieToken } from '../accounts/session-cookie.ts';
import { MESSAGE } from '../messages.ts';
import { HubConnection } from './connection.ts';
import type { RealtimeHub } from './hub.ts';
import { originAllowed } from './origin.ts';
import type { SocketQuota } from './quota.ts';
import { identifySocket } from './socket-auth.ts';
import { socketToken } from './socket-token.ts';

/** Switching Protocols: the status the access record of an accepted upgrade carries. */
const SWITCHING_PROTOCOLS = 101;

interface Accepted {
  token: string;
  reply: FastifyReply;
}

/**
 * GET /ws. Before the upgrade: the origin, then the token and its session (as for any call), then
 * a usable admin, then the rate limit (upgrades spend the admin's budget on this route; refused
 * tokens their address's) and the cap of open sockets per person and per address; a refusal is an
 * ordinary JSON answer (403, 401, 429) and no socket is opened. After it: one HubConnection, and the
 * access record written when the socket closes.
 */
export default async function realtimeRoute(
  app: FastifyInstance,
  opts: { hub: RealtimeHub; allowedOrigins: ReadonlySet<string>; quota: SocketQuota; replayMaxEvents: number },
): Promise<void> {
  const accepted = new WeakMap<FastifyRequest, Accepted>();

  const checkUpgrade = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.ws) return;
    const audit = request.audit;
    audit.permission = SIGNED_IN;
    const origin = request.headers.origin;
    if (!originAllowed(origin, request.host, opts.allowedOrigins)) {
      audit.decision = 'deny';
      audit.reason = 'origin-not-allowed';
      throw forbidden(MESSAGE.originNotAllowed(String(origin)));
    }
    // The SPA's socket carries the session cookie; tools offer the bearer subprotocol or the query token.
    const token =
      socketToken(request.headers['sec-websocket-protocol'], (request.query as { token?: unknown }).token) ??
      sessionCookieToken(request.headers.cookie);
    const who = await identifySocket(app, token, { touch: true });
    if ('refused' in who) {
      audit.decision = 'deny';
      audit.reason = who.refused;
      // As for any call: a flood of bad tokens spends the address's budget, then answers 429.
      await app.chargeUnauthenticated(request, reply);
      throw new HttpError(401, MESSAGE.unauthenticated);
    }
    request.auth = who;
    if (!isUsableAdmin(who.admin)) {
      audit.decision = 'deny';
      audit.reason = 'no-access';
      throw forbidden(MESSAGE.noAccessYet);
    }
    audit.reason = 'signed-in';
    accepted.set(request, { token: token as string, reply });
  };

  // After the rate limit's preHandler (route hooks run after the shared ones), right before the upgrade.
  const takeSocketSlot = async (request: FastifyRequest): Promise<void> => {
    if (!request.ws || !request.auth) return;
    const person = request.auth.original?.id ?? request.auth.admin.id;
    const release = opts.quota.take(person, request.ip);
    if (!release) {
      request.audit.decision = 'deny';
      request.audit.reason = 'too-many-sockets';
      throw new HttpError(429, MESSAGE.tooManySockets);
    }
    request.raw.socket.once('close', release);
  };

  const openSocket = (socket: WebSocket, request: FastifyRequest): void => {
    const entry = accepted.get(request);
    if (!entry || !request.auth) {
      socket.terminate();
      return;
    }
    const connection = new HubConnection(socket, entry.token, request.auth, {
      db: app.db,
      catalogue: permissionCatalogue,
      currentSeq: () => opts.hub.currentSeq,
      replayMaxEvents: opts.replayMaxEvents,
      logger: request.log,
    });
    socket.on('close', () => {
      request.audit.bytes = connection.bytesSent;
      entry.reply.code(SWITCHING_PROTOCOLS);
      app.recordAccess(request, entry.reply);
    });
    opts.hub.add(connection);
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    config: { rateLimited: true },
    onRequest: checkUpgrade,
    preHandler: takeSocketSlot,
    // Plain HTTP to the hub's address is not a page: the gateway's JSON 404, as for any unknown path.
    handler: (_request, reply) => reply.callNotFound(),
    wsHandler: openSocket,
  });
}
