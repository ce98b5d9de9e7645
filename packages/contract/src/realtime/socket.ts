import { z } from 'zod';
import { ZRealtimeEvent } from '../chat/realtime.ts';

/**
 * The websocket hub's wire protocol (gateway /ws), shared by the gateway and the SPA's client.
 *
 * The browser authenticates with the subprotocol pair ['bearer', <token>] (the header
 * `Sec-WebSocket-Protocol: bearer, <token>`) so the token never appears in a URL; the gateway answers
 * with the protocol `bearer` alone. `?token=` is accepted too for non-browser tools.
 */
export const REALTIME_PATH = '/ws';
export const REALTIME_BEARER_PROTOCOL = 'bearer';

/** Largest message a client may send (JSON text); a bigger one closes the socket with 1009. */
export const REALTIME_CLIENT_MESSAGE_MAX_BYTES = 4096;

/** Close codes the hub uses, and what the client does about each. */
export const REALTIME_CLOSE = {
  /** The client sent something the protocol does not know: a bug, reconnect with backoff. */
  invalidMessage: 1008,
  /** A client message above REALTIME_CLIENT_MESSAGE_MAX_BYTES (ws sends this code itself). */
  messageTooBig: 1009,
  /** The gateway failed to serve the socket (a replay query failed): reconnect with backoff. */
  serverError: 1011,
  /** The gateway is shutting down: reconnect after the `restart` message's delay. */
  restarting: 1012,
  /** The client read too slowly (over 1 MiB waiting): reconnect and resume. */
  tooSlow: 1013,
  /** The session was revoked, expired or changed: sign in again (or reconnect with a newer token). */
  sessionEnded: 4401,
} as const;

/** Close reasons sent with those codes (at most 123 bytes each). */
export const REALTIME_CLOSE_REASON = {
  invalidMessage: 'Invalid message',
  serverError: 'Server error',
  restarting: 'Gateway restarting',
  tooSlow: 'Client too slow',
  sessionEnded: 'Unauthenticated!',
} as const;

/** After (re)connecting: the last seq the client applied, or null when it has none (start from now). */
export const ZResumeMessage = z.object({
  type: z.literal('resume'),
  last_seq: z.number().int().nonnegative().nullable(),
});
export type ResumeMessage = z.infer<typeof ZResumeMessage>;

/** Everything a client may send. */
export const ZClientMessage = z.discriminatedUnion('type', [ZResumeMessage]);
export type ClientMessage = z.infer<typeof ZClientMessage>;

/** An event as a socket receives it: the bus envelope without its audience (who else gets it is not the client's business). */
export const ZSocketEvent = ZRealtimeEvent.omit({ audience: true });
export type SocketEvent = z.infer<typeof ZSocketEvent>;

export const ZServerMessage = z.discriminatedUnion('type', [
  /** One event the admin may see; seq increases, never repeats. */
  z.object({ type: z.literal('event'), event: ZSocketEvent }),
  /** The missed events were sent (or none were missed); live events follow from last_seq. */
  z.object({ type: z.literal('resumed'), last_seq: z.number().int() }),
  /** The gap is older than the hub keeps: reload the screen's data, then continue from last_seq. */
  z.object({ type: z.literal('refetch'), last_seq: z.number().int() }),
  /** The gateway is going away (close 1012 follows): reconnect after this many milliseconds. */
  z.object({ type: z.literal('restart'), reconnect_after_ms: z.number().int().nonnegative() }),
]);
export type ServerMessage = z.infer<typeof ZServerMessage>;
