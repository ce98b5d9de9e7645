import type { RealtimeAudience, RealtimeEvent } from '@bo/contract';

export type { RealtimeAudience, RealtimeEvent };

/** What a publisher gives; the bus adds seq (from PostgreSQL) and at. */
export interface EventInput {
  type: string;
  audience: RealtimeAudience;
  payload: unknown;
}

export type EventHandler = (event: RealtimeEvent) => void;

/**
 * The event bus between the upstreams that publish (chat-api ...) and the gateway's websocket hub.
 * publish stores the event (assigning its seq) and delivers it to the subscribers of every instance.
 */
export interface EventBus {
  publish(event: EventInput): Promise<RealtimeEvent>;
  /** Returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void;
  close(): Promise<void>;
  /** The bus between instances: whether Redis is reachable now ('down': events are stored, fanned out again once it returns). */
  redisState?(): 'up' | 'down';
}

/** The part of a pino / Fastify logger the bus uses. */
export interface EventBusLogger {
  error(obj: object, msg?: string): void;
  warn?(obj: object, msg?: string): void;
}
