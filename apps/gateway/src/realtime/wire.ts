import type { ServerMessage } from '@bo/contract';
import type { RealtimeEvent } from '@bo/server-kit';

/**
 * A server message encoded once as UTF-8 JSON: an event goes to every socket of the instance, and
 * ws would otherwise encode the same string again for each of them. Sent as a text frame.
 */
export type Frame = Buffer;

const frame = (message: ServerMessage): Frame => Buffer.from(JSON.stringify(message));

/** An event as sockets receive it; the audience stays in the gateway. */
export const eventFrame = (event: RealtimeEvent): Frame =>
  frame({ type: 'event', event: { seq: event.seq, type: event.type, payload: event.payload, at: event.at } });

export const resumedFrame = (lastSeq: number): Frame => frame({ type: 'resumed', last_seq: lastSeq });

export const refetchFrame = (lastSeq: number): Frame => frame({ type: 'refetch', last_seq: lastSeq });

export const restartFrame = (reconnectAfterMs: number): Frame => frame({ type: 'restart', reconnect_after_ms: reconnectAfterMs });
