import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bo/db';
import type { EventBus } from '@bo/server-kit';

/** What the chat domain functions need: the database, the event bus and a logger. */
export interface ChatDeps {
  db: Db;
  events: EventBus;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export const chatDeps = (app: { db: Db; events: EventBus; log: FastifyBaseLogger }): ChatDeps => ({
  db: app.db,
  events: app.events,
  log: app.log,
});
