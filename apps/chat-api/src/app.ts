import type { FastifyInstance } from 'fastify';
import type { Db } from '@bo/db';
import { createService, eventsPlugin, type EventBus, type ServiceOptions } from '@bo/server-kit';
import { chatRoutes } from './routes/index.ts';

export interface ChatApiOptions {
  db: Db;
  /** Shared secret the gateway signs request contexts with. */
  contextSecret: string;
  logger?: ServiceOptions['logger'];
  /** How long a stop waits for the calls in flight (SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
  /** METRICS_TOKEN for GET /metrics; absent: loopback clients only. */
  metricsToken?: string | null;
  /** Where chat changes are published; absent: a bus of its own (Redis when REDIS_URL is set). */
  events?: EventBus;
}

/** The chat API: conversations, messages, macros, notes, queues (ARCHITECTURE.md). Built, not listening. */
export function buildChatApi(opts: ChatApiOptions): FastifyInstance {
  const app = createService({
    name: 'chat-api',
    db: opts.db,
    contextSecret: opts.contextSecret,
    logger: opts.logger,
    drainMs: opts.drainMs,
    metricsToken: opts.metricsToken,
  });
  app.register(eventsPlugin, { events: opts.events });
  // Each route file in src/routes adds its plugin to the list in src/routes/index.ts.
  for (const routes of chatRoutes) app.register(routes);
  return app;
}
