import type { Redis, RedisOptions } from 'ioredis';
import type { EventBusLogger } from './types.ts';

/** A Redis command that has not answered within this fails: Redis speeds things up, it is not waited for. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * Options of a client whose commands must never hold a call (rate limits, publishing): no offline
 * queue (a command while disconnected fails at once), no retries, short timeouts; ioredis keeps
 * reconnecting in the background, at most every 2 s.
 */
export const FAIL_FAST_REDIS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 1_000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
};

/**
 * Logs a client's connection once per change of state, with the count of errors in between,
 * instead of once per reconnection attempt. Answers whether the client is connected now.
 */
export function watchRedis(client: Redis, name: string, logger?: EventBusLogger): () => boolean {
  let lost: { since: number; errors: number } | null = null;
  client.on('error', (error: Error) => {
    if (lost) {
      lost.errors += 1;
      return;
    }
    lost = { since: Date.now(), errors: 1 };
    logger?.error({ redis: name, error: error.message }, 'redis unavailable');
  });
  client.on('ready', () => {
    if (!lost) return;
    logger?.warn?.({ redis: name, errors: lost.errors, downMs: Date.now() - lost.since }, 'redis available again');
    lost = null;
  });
  return () => client.status === 'ready';
}
