import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { createEventBus, type EventBus } from '@bo/server-kit';
import { NOBODY, RealtimeHub, SESSION_CHANGED_EVENT, SESSIONS_ENDED_EVENT } from './hub.ts';
import { REALTIME_LIMIT } from './limits.ts';
import type { RealtimeOptions } from './options.ts';
import { normaliseOrigins } from './origin.ts';
import { SocketQuota } from './quota.ts';
import realtimeRoute from './route.ts';
import { chooseProtocol } from './socket-token.ts';

export type { RealtimeOptions } from './options.ts';
export { RealtimeHub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open sockets of this instance and their event stream. */
    realtimeHub: RealtimeHub;
    /**
     * Tells every gateway instance, through the event bus, that sessions were ended: each re-reads its
     * sockets' sessions at once and closes the ended ones (4401), instead of at the next timed re-check.
     */
    announceSessionsEnded(): Promise<void>;
    /** Tells every gateway instance, through the event bus, to read its sessions again (a switch, a re-authentication). */
    announceSessionChanged(): Promise<void>;
  }
}

export interface RealtimePluginOptions extends RealtimeOptions {
  /** The bus shared with the publishers (the embedded stack); absent: one of its own, Redis when REDIS_URL is set. */
  events?: EventBus;
}

/**
 * The websocket hub at /ws (issue 6). Registered at the root, so @fastify/websocket's hooks cover
 * every route: an upgrade request to any other path gets its HTTP answer and its socket is ended.
 */
export default fp(
  async (app, opts: RealtimePluginOptions) => {
    const allowedOrigins = normaliseOrigins(opts.allowedOrigins ?? []);
    const bus = opts.events ?? (await createEventBus({ db: app.db, logger: app.log }));
    if (!opts.events) app.addHook('onClose', async () => bus.close());
    const hub = new RealtimeHub(app, bus, {
      sessionRecheckMs: opts.sessionRecheckMs ?? REALTIME_LIMIT.sessionRecheckMs,
      heartbeatMs: opts.heartbeatMs ?? REALTIME_LIMIT.heartbeatMs,
    });
    app.decorate('realtimeHub', hub);
    app.decorate('announceSessionsEnded', async () => {
      await bus.publish({ type: SESSIONS_ENDED_EVENT, audience: NOBODY, payload: {} });
    });
    app.decorate('announceSessionChanged', async () => {
      await bus.publish({ type: SESSION_CHANGED_EVENT, audience: NOBODY, payload: {} });
    });
    // Straight from the bus, not through the hub's sequencer: an ended session is forgotten the moment it is heard of.
    const stopForgetting = bus.subscribe((event) => {
      if (event.type === SESSIONS_ENDED_EVENT || event.type === SESSION_CHANGED_EVENT) app.sessionCache.clear();
    });
    app.addHook('onClose', async () => stopForgetting());
    await app.register(websocket, {
      options: { maxPayload: REALTIME_LIMIT.clientMessageBytes, handleProtocols: chooseProtocol, perMessageDeflate: false },
      // Instead of the plugin's bare close(): the reconnect hint and 1012, then the server.
      preClose: async () => {
        await hub.shutdown();
        app.websocketServer.close();
      },
      // ws has already closed the socket for a protocol error (1009 for an oversize message, ...).
      errorHandler: (error, socket, request) => {
        request.log.info({ err: error }, 'websocket closed on a client error');
        if (socket.readyState === socket.OPEN) socket.terminate();
      },
    });
    await hub.ready();
    const quota = new SocketQuota({
      perAdmin: opts.socketsPerAdmin ?? REALTIME_LIMIT.socketsPerAdmin,
      perAddress: opts.socketsPerAddress ?? REALTIME_LIMIT.socketsPerAddress,
    });
    await app.register(realtimeRoute, {
      hub,
      allowedOrigins,
      quota,
      replayMaxEvents: opts.replayMaxEvents ?? REALTIME_LIMIT.replayMaxEvents,
    });
  },
  { name: 'realtime', dependencies: ['database', 'jwt', 'access-log', 'rate-limit', 'session-cache'] },
);
