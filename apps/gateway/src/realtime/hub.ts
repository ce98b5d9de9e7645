import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '@bo/db';
import type { EventBus, RealtimeEvent } from '@bo/server-kit';
import type { HubConnection } from './connection.ts';
import { REALTIME_LIMIT } from './limits.ts';
import { EventSequencer } from './sequencer.ts';
import { identifySocket } from './socket-auth.ts';
import { eventFrame } from './wire.ts';

/** The bus event by which a gateway that ended sessions has every instance re-check its sockets at once. */
export const SESSIONS_ENDED_EVENT = 'gateway.sessions-ended';
/** The bus event by which a gateway that replaced or re-authenticated a session has every instance read it again. */
export const SESSION_CHANGED_EVENT = 'gateway.session-changed';
/** No socket passes it (no admin id is listed): the event is for the hubs, never sent to a browser. */
export const NOBODY = { permission: 'admins', adminIds: [] as number[] };

export interface HubTimers {
  sessionRecheckMs: number;
  heartbeatMs: number;
}

/**
 * The open sockets of this gateway instance and the one ordered event stream they share. The bus
 * (Redis between instances, or in-process) feeds the sequencer; every event is serialised once and
 * offered to each socket, which decides for its own admin. Timers re-check the sessions (and catch
 * up on events the bus may have lost) and ping the sockets.
 */
export class RealtimeHub {
  private readonly connections = new Set<HubConnection>();
  private readonly sequencer: EventSequencer;
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[];
  private rechecking: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly app: FastifyInstance,
    bus: EventBus,
    timers: HubTimers,
  ) {
    this.sequencer = new EventSequencer(app.db, (event) => this.broadcast(event), app.log);
    this.unsubscribe = bus.subscribe((event) => this.sequencer.accept(event));
    this.timers = [
      setInterval(() => void this.recheckSessions(), timers.sessionRecheckMs),
      setInterval(() => this.heartbeat(), timers.heartbeatMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Resolves once the hub knows where the event stream stands. */
  ready(): Promise<void> {
    return this.sequencer.settled();
  }

  get currentSeq(): number {
    return this.sequencer.seq;
  }

  get size(): number {
    return this.connections.size;
  }

  add(connection: HubConnection): void {
    if (this.stopping) {
      connection.restart(reconnectHint());
      return;
    }
    this.connections.add(connection);
    connection.socket.on('close', () => this.connections.delete(connection));
  }

  /**
   * Reads every socket's session again (once per token): ended sessions close their sockets (4401),
   * the others get their admin's current permissions. Also emits stored events the bus never delivered.
   */
  recheckSessions(): Promise<void> {
    this.rechecking ??= this.recheck().finally(() => {
      this.rechecking = null;
    });
    return this.rechecking;
  }

  private async recheck(): Promise<void> {
    const byToken = new Map<string, HubConnection[]>();
    for (const connection of this.connections) {
      const list = byToken.get(connection.token);
      if (list) list.push(connection);
      else byToken.set(connection.token, [connection]);
    }
    for (const [token, connections] of byToken) {
      try {
        const identity = await identifySocket(this.app, token, { touch: false });
        for (const connection of connections) connection.applyIdentity(identity);
      } catch (error) {
        // The database being unreachable is not the admin's fault: keep the sockets, try next time
        // (the outage itself is logged once by the database handle, not per socket and round).
        if (!isDatabaseUnavailable(error)) this.app.log.error({ err: error }, 'websocket session re-check failed');
      }
    }
    await this.sequencer.catchUp();
  }

  private heartbeat(): void {
    for (const connection of this.connections) connection.beat();
  }

  private broadcast(event: RealtimeEvent): void {
    if (this.connections.size === 0) return;
    if (event.type === SESSIONS_ENDED_EVENT) void this.recheckSessions();
    const frame = eventFrame(event);
    for (const connection of this.connections) connection.offer(event, frame);
  }

  /**
   * Graceful shutdown: stop listening, tell every socket when to come back and close it with 1012;
   * sockets whose close handshake does not finish within the grace time are cut.
   */
  async shutdown(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    this.unsubscribe();
    const open = [...this.connections];
    const closed = open.map((connection) => new Promise<void>((resolve) => connection.socket.once('close', () => resolve())));
    for (const connection of open) connection.restart(reconnectHint());
    let grace: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      grace = setTimeout(resolve, REALTIME_LIMIT.shutdownGraceMs);
    });
    await Promise.race([Promise.all(closed), timedOut]);
    clearTimeout(grace);
    for (const connection of this.connections) connection.socket.terminate();
    await this.rechecking;
  }
}

/** A reconnect delay spread over a window, so the clients of a stopping instance do not all return at once. */
function reconnectHint(): number {
  const { min, max } = REALTIME_LIMIT.reconnectSpreadMs;
  return Math.round(min + Math.random() * (max - min));
}
