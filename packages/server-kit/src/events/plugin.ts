import fp from 'fastify-plugin';
import { createEventBus } from './index.ts';
import type { EventBus, EventHandler, EventInput } from './types.ts';
import type { RealtimeEvent } from '@bo/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this service publishes its changes (the gateway's websocket hub listens). */
    events: EventBus;
  }
}

export interface EventsPluginOptions {
  /** The bus shared with other apps in one process (the embedded stack); the app does not close it. */
  events?: EventBus;
  /**
   * Connect the app's own bus on first use rather than at start: for a service that publishes
   * rarely (admin-api's review store), so it starts and answers while Redis is away.
   */
  lazy?: boolean;
}

/**
 * The one events plugin of the upstreams: decorates `app.events` with the bus given, else a bus of
 * the app's own (Redis when REDIS_URL is set, else in-process), closed with the app.
 */
export const eventsPlugin = fp<EventsPluginOptions>(
  async (app, opts) => {
    if (opts.events) {
      app.decorate('events', opts.events);
      return;
    }
    const connect = () => createEventBus({ db: app.db, logger: app.log });
    const events: EventBus = opts.lazy ? new LazyEventBus(connect) : await connect();
    app.decorate('events', events);
    app.addHook('onClose', async () => events.close());
  },
  { name: 'bo-events' },
);

/** A bus made on its first publish or subscribe; closing one never made does nothing. */
export class LazyEventBus implements EventBus {
  #bus: Promise<EventBus> | null = null;
  #closed = false;

  constructor(private readonly connect: () => Promise<EventBus>) {}

  #get(): Promise<EventBus> {
    if (this.#closed) return Promise.reject(new Error('event bus closed'));
    return (this.#bus ??= this.connect());
  }

  publish(event: EventInput): Promise<RealtimeEvent> {
    return this.#get().then((bus) => bus.publish(event));
  }

  subscribe(handler: EventHandler): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void this.#get().then(
      (bus) => {
        if (!cancelled) unsubscribe = bus.subscribe(handler);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#bus) await (await this.#bus.catch(() => null))?.close();
  }
}
