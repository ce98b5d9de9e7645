import fp from 'fastify-plugin';
import { createEventBus, type EventBus } from '@bo/server-kit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where chat changes are published (the gateway's websocket hub listens). */
    events: EventBus;
  }
}

/**
 * Decorates the app with the event bus: the one given (the embedded stack shares one with the
 * gateway), else a bus of its own (Redis when REDIS_URL is set), closed with the app.
 */
export const eventsPlugin = fp<{ events?: EventBus }>(
  async (app, opts) => {
    const events = opts.events ?? (await createEventBus({ db: app.db, logger: app.log }));
    app.decorate('events', events);
    if (!opts.events) app.addHook('onClose', async () => events.close());
  },
  { name: 'chat-events' },
);
