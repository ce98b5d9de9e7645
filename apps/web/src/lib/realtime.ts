import { REALTIME_CLOSE, REALTIME_PATH, ZServerMessage, type ServerMessage, type SocketEvent } from '@bo/contract';
import { sessionStore } from '../features/auth/session-store.ts';

/**
 * The SPA's client of the gateway's websocket hub (/ws): pushes of chat and review events
 * (specification 03, section 7). It authenticates with the session cookie the browser sends on the
 * upgrade (issue 24: script never holds the token; tools use the `bearer` subprotocol), remembers the seq of the last event it applied and sends
 * {type:'resume', last_seq} after every (re)connection, so the hub replays exactly what was missed.
 */

/** Reconnect delays: exponential from baseMs up to maxMs, with full jitter so tabs do not reconnect in step. */
export const RECONNECT_BACKOFF = { baseMs: 1_000, maxMs: 30_000 } as const;

/** The delay before reconnect attempt `attempt` (0 for the first), between 0 and the capped exponential. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BACKOFF.maxMs, RECONNECT_BACKOFF.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(random() * ceiling);
}

/** ws:// or wss:// on the page's own host (the gateway serves the SPA and the hub on one origin). */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

/** A message from the hub, or null when it is not one this client knows. */
export function readServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = ZServerMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the client does after a close with this code: wait and reconnect, or stop for good (the session ended). */
export function afterClose(code: number): 'reconnect' | 'session-ended' {
  return code === REALTIME_CLOSE.sessionEnded ? 'session-ended' : 'reconnect';
}

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(text: string): void;
  close(code?: number): void;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'session-ended';
export type EventHandler = (payload: unknown, event: SocketEvent) => void;

export interface RealtimeClientOptions {
  /** The signed-in session's key now (its cookie authenticates the socket); null: nobody is signed in, do not connect. */
  session: () => string | null;
  url?: () => string;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  random?: () => number;
  schedule?: (run: () => void, ms: number) => () => void;
}

export interface RealtimeClient {
  /** Handles events of one type ('*' for all); connects on the first subscription. Returns the unsubscribe. */
  subscribe(type: string, handler: EventHandler): () => void;
  /** Called when the hub cannot replay the gap: reload the screen's data. */
  onRefetch(handler: () => void): () => void;
  /** The seq of the last event applied (null before the first one). */
  readonly lastSeq: number | null;
  readonly status: RealtimeStatus;
  /** Closes the socket and forgets every subscription. */
  stop(): void;
}

const browserSchedule = (run: () => void, ms: number): (() => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function createRealtimeClient(opts: RealtimeClientOptions): RealtimeClient {
  const handlers = new Map<string, Set<EventHandler>>();
  const refetchHandlers = new Set<() => void>();
  const schedule = opts.schedule ?? browserSchedule;
  let socket: SocketLike | null = null;
  let usedSession: string | null = null;
  let lastSeq: number | null = null;
  let status: RealtimeStatus = 'idle';
  let attempt = 0;
  let restartAfterMs: number | null = null;
  let cancelTimer: (() => void) | null = null;

  const wanted = (): boolean => handlers.size > 0 || refetchHandlers.size > 0;

  function connect(): void {
    cancelTimer = null;
    const session = opts.session();
    if (!session || !wanted()) {
      status = 'idle';
      return;
    }
    usedSession = session;
    status = 'connecting';
    const url = opts.url?.() ?? realtimeUrl(window.location);
    const created = (opts.createSocket ?? ((u, p) => new WebSocket(u, p) as unknown as SocketLike))(url, []);
    socket = created;
    created.onopen = () => created.send(JSON.stringify({ type: 'resume', last_seq: lastSeq }));
    created.onmessage = (event) => {
      const message = readServerMessage(event.data);
      if (message) receive(message);
    };
    created.onclose = (event) => {
      if (socket !== created) return;
      socket = null;
      closed(event.code);
    };
  }

  function receive(message: ServerMessage): void {
    switch (message.type) {
      case 'event': {
        const event = message.event;
        // The hub never repeats a seq; this guards against a replay racing a late live copy all the same.
        if (lastSeq !== null && event.seq <= lastSeq) return;
        lastSeq = event.seq;
        for (const handler of [...(handlers.get(event.type) ?? []), ...(handlers.get('*') ?? [])]) handler(event.payload, event);
        return;
      }
      case 'resumed':
        lastSeq = message.last_seq;
        attempt = 0;
        status = 'open';
        return;
      case 'refetch':
        lastSeq = message.last_seq;
        attempt = 0;
        status = 'open';
        for (const handler of [...refetchHandlers]) handler();
        return;
      case 'restart':
        restartAfterMs = message.reconnect_after_ms;
        return;
    }
  }

  function closed(code: number): void {
    if (!wanted()) {
      status = 'idle';
      return;
    }
    if (afterClose(code) === 'session-ended') {
      // A switch of account ends the old session: the new one connects at once. Otherwise stop.
      const session = opts.session();
      if (session && session !== usedSession) {
        attempt = 0;
        connect();
        return;
      }
      status = 'session-ended';
      return;
    }
    const delay = restartAfterMs ?? backoffDelay(attempt, opts.random);
    restartAfterMs = null;
    attempt += 1;
    status = 'waiting';
    cancelTimer = schedule(connect, delay);
  }

  function ensureConnected(): void {
    if (socket || cancelTimer) return;
    connect();
  }

  function disconnectIfUnused(): void {
    if (wanted()) return;
    cancelTimer?.();
    cancelTimer = null;
    const open = socket;
    socket = null;
    open?.close(1000);
    status = 'idle';
  }

  return {
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
      ensureConnected();
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(type);
        disconnectIfUnused();
      };
    },
    onRefetch(handler) {
      refetchHandlers.add(handler);
      ensureConnected();
      return () => {
        refetchHandlers.delete(handler);
        disconnectIfUnused();
      };
    },
    get lastSeq() {
      return lastSeq;
    },
    get status() {
      return status;
    },
    stop() {
      handlers.clear();
      refetchHandlers.clear();
      disconnectIfUnused();
    },
  };
}

/** The SPA's one connection, in the signed-in admin's session; it connects while something subscribes. */
export const realtime: RealtimeClient = createRealtimeClient({ session: () => sessionStore.key() });
