import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreLike {
  incr(key: string, callback: Counted, timeWindow: number, max: number): void;
}
type StoreCtor<A extends unknown[]> = new (...args: A) => StoreLike;

// The plugin's own stores (its Redis Lua script and its in-process LRU), which it does not export by name.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor<[boolean, boolean]>;

/** Which counter the limits are kept in now, for /health and /metrics. */
export interface RateLimitBackend {
  /** True while Redis does not answer and this process counts on its own. */
  readonly fallback: boolean;
  /** Calls counted in process because Redis did not answer, since the start. */
  readonly fallbackCalls: number;
}

/**
 * The shared budget in Redis, and this process's own counter whenever Redis fails (the client has
 * no offline queue and a 250 ms command timeout, so a failure is quick): limits still hold, per
 * instance, instead of being lifted. The switch is logged once each way.
 */
export function redisWithFallback(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): { Store: FastifyRateLimitStoreCtor; backend: RateLimitBackend } {
  const state = { fallback: false, fallbackCalls: 0 };
  const toFallback = (error: Error): void => {
    state.fallbackCalls += 1;
    if (state.fallback) return;
    state.fallback = true;
    log.error({ error: error.message }, 'rate limits: redis unavailable, counting in this process');
  };
  const toRedis = (): void => {
    if (!state.fallback) return;
    state.fallback = false;
    log.warn({ fallbackCalls: state.fallbackCalls }, 'rate limits: redis available again, counting in redis');
  };

  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: StoreLike;
    private readonly local: StoreLike;

    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: Counted, timeWindow: number, max: number): void {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            toRedis();
            callback(null, result);
            return;
          }
          toFallback(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    // Per-route settings are not used (one global budget keyed by route): a child is the same store.
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return {
    Store: FallbackStore as unknown as FastifyRateLimitStoreCtor,
    backend: {
      get fallback() {
        return state.fallback;
      },
      get fallbackCalls() {
        return state.fallbackCalls;
      },
    },
  };
}
