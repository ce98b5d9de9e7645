import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LIMIT } from '../limits.ts';
import { memoryLoginAttempts, type LoginAttemptStore } from './login-attempts.ts';

export interface RedisLoginAttemptOptions {
  maxFailures?: number;
  windowMs?: number;
  /** Key prefix, so several deployments (or tests) can share one Redis. */
  prefix?: string;
  /** Told once when Redis starts failing; the count then goes on in this gateway's memory. */
  onError?: (error: unknown) => void;
  /** Told once when Redis answers again. */
  onRecovered?: () => void;
}

/**
 * The failed sign-in counter shared by every gateway through Redis (REDIS_URL), so two gateways do not
 * allow twice the attempts. The window starts with the first failure (SET NX PX) and is counted with
 * INCR in the same transaction. Keys carry a hash, never the e-mail. Redis down: the gateway counts in
 * its own memory rather than refuse or wave through every sign-in.
 */
export function redisLoginAttempts(redis: Redis, opts: RedisLoginAttemptOptions = {}): LoginAttemptStore {
  const maxFailures = opts.maxFailures ?? LIMIT.loginFailures;
  const windowMs = opts.windowMs ?? LIMIT.loginWindowMs;
  const prefix = opts.prefix ?? 'bo-gateway-login:';
  const fallback = memoryLoginAttempts(maxFailures, windowMs);
  const keyOf = (key: string): string => prefix + createHash('sha256').update(key).digest('base64url');
  // Logged once per change of state, never once per sign-in (a Redis outage must not flood the log).
  let failing = false;
  const failed = (error: unknown): void => {
    if (failing) return;
    failing = true;
    opts.onError?.(error);
  };
  const answered = (): void => {
    if (!failing) return;
    failing = false;
    opts.onRecovered?.();
  };

  return {
    async blockedFor(key, now, max = maxFailures) {
      try {
        const results = await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        const ttl = Number(results?.[1]?.[1] ?? -2);
        answered();
        return count >= max && ttl > 0 ? ttl : 0;
      } catch (error) {
        failed(error);
        return fallback.blockedFor(key, now, max);
      }
    },
    async recordFailure(key, now) {
      try {
        await redis.multi().set(keyOf(key), '0', 'PX', windowMs, 'NX').incr(keyOf(key)).exec();
        answered();
      } catch (error) {
        failed(error);
        await fallback.recordFailure(key, now);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      try {
        await redis.del(keyOf(key));
      } catch (error) {
        failed(error);
      }
    },
  };
}
