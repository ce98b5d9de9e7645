import { REALTIME_CLIENT_MESSAGE_MAX_BYTES } from '@bo/contract';

/** Limits and timers of the websocket hub (issue 6). */
export const REALTIME_LIMIT = {
  /** A client message above this closes the socket (ws answers 1009 itself). */
  clientMessageBytes: REALTIME_CLIENT_MESSAGE_MAX_BYTES,
  /** Output waiting for a client above this: the client cannot keep up and is dropped (1013). */
  slowClientBytes: 1_048_576,
  /**
   * How often each socket's session is read again: a revoked, expired or idle session closes the
   * socket (4401) within this time, and changed permissions apply from then on.
   */
  sessionRecheckMs: 30_000,
  /** Ping every socket this often; one that did not answer the previous ping is cut off. */
  heartbeatMs: 30_000,
  /** Open sockets one person may hold on one gateway (a tab each): more answers 429 before the upgrade. */
  socketsPerAdmin: 16,
  /** Open sockets one client address may hold on one gateway, signed in as anyone (an office shares one). */
  socketsPerAddress: 64,
  /**
   * A resume further behind than this many events is not replayed: the client is told to refetch
   * (reload its screen) and continues from now, so `last_seq: 0` cannot ask for the whole store.
   */
  replayMaxEvents: 1_000,
  /** Live events held for a socket while its replay runs; more means the replay is stuck. */
  resumeBufferEvents: 10_000,
  /** A replay waits this long at most for a page to drain before the client is called too slow. */
  replayDrainMs: 10_000,
  /** On shutdown, how long the close handshakes may take before the sockets are cut. */
  shutdownGraceMs: 5_000,
  /** Reconnect hint on shutdown: spread over this window so the clients do not all come back at once. */
  reconnectSpreadMs: { min: 500, max: 3_000 },
} as const;
