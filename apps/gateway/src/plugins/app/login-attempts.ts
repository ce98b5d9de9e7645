import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { memoryLoginAttempts, type LoginAttemptStore } from '../../accounts/login-attempts.ts';
import { redisLoginAttempts } from '../../accounts/redis-login-attempts.ts';

/**
 * The failed sign-in counter: the one given, else shared through the gateway's Redis (the one the rate
 * limit uses, REDIS_URL) so every gateway counts the same attempts, else this process's memory.
 */
export default fp(
  async (app, opts: { store?: LoginAttemptStore; redis?: Redis | null; nameSpace?: string }) => {
    const shared = opts.redis
      ? redisLoginAttempts(opts.redis, {
          prefix: `${opts.nameSpace ?? 'bo-gateway-'}login:`,
          onError: (error) =>
            app.log.error({ error: (error as Error).message }, 'sign-in counter: redis unavailable, counting in this process'),
          onRecovered: () => app.log.warn('sign-in counter: redis available again, counting in redis'),
        })
      : null;
    app.decorate('loginAttempts', opts.store ?? shared ?? memoryLoginAttempts());
  },
  { name: 'login-attempts' },
);
