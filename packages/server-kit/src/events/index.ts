import type { Db } from '@bo/db';
import { InProcessEventBus } from './memory-bus.ts';
import { RedisEventBus } from './redis-bus.ts';
import type { EventBus, EventBusLogger } from './types.ts';

export type { EventBus, EventBusLogger, EventHandler, EventInput, RealtimeAudience, RealtimeEvent } from './types.ts';
export { InProcessEventBus } from './memory-bus.ts';
export { RedisEventBus, DEFAULT_EVENT_CHANNEL } from './redis-bus.ts';
export { FAIL_FAST_REDIS, REDIS_COMMAND_TIMEOUT_MS, watchRedis } from './redis-client.ts';
export { appendEvent, eventsSince, pruneEvents, EVENT_RETENTION, EVENT_REPLAY_MAX, type EventReplay } from './store.ts';

export interface EventBusOptions {
  db: Db;
  /** Redis URL; undefined reads REDIS_URL, null forces the in-process bus. */
  redisUrl?: string | null;
  channel?: string;
  logger?: EventBusLogger;
}

/** The Redis bus when a Redis URL is configured (several instances), else the in-process bus. */
export async function createEventBus(opts: EventBusOptions): Promise<EventBus> {
  const url = opts.redisUrl === undefined ? process.env.REDIS_URL : opts.redisUrl;
  if (url) return RedisEventBus.connect({ db: opts.db, url, channel: opts.channel, logger: opts.logger });
  return new InProcessEventBus(opts.db, opts.logger);
}
