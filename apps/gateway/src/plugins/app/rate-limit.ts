import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@bo/server-kit';
import { MESSAGE } from '../../messages.ts';
import { redisWithFallback, type RateLimitBackend } from './rate-limit-store.ts';

export interface RateLimitOptions {
  /** Catalogued calls one admin (or one address, signed out) may make to one route per window. */
  max: number;
  windowMs: number;
  /** Shared budget across gateways (REDIS_URL); null or absent: this process's memory. */
  redis?: Redis | null;
  /** Redis key prefix, so several deployments can share one Redis. */
  nameSpace?: string;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 600, windowMs: 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Spends one unit of the caller's address budget on this route for a call refused for want of
     * a valid token (plugins/app/authenticate.ts); throws the 429 once the budget is spent.
     */
    chargeUnauthenticated(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Where the limits are counted (Redis, or this process while Redis is down); null: in memory by configuration. */
    rateLimitBackend: RateLimitBackend | null;
  }
}

/**
 * Whose budget, on which route: the signed-in admin (across addresses and sessions), else the
 * client address, and the call's route (the plugin's global store is one for all routes).
 */
const budgetOf = (request: FastifyRequest): string =>
  `${request.auth ? `admin:${request.auth.admin.id}` : `ip:${request.ip}`}|${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * Per admin and per route, checked after sign-in and the permission check (preHandler), so the
 * admin is known and refused calls cost nothing. Only the catalogued calls count; a refusal is an
 * `{ errors }` 429 whose access record says rate-limited. A call refused with 401 never reaches
 * preHandler: authenticate charges it to its address's budget (the same store and key as a
 * signed-out call), so a flood of bad tokens is cut off too, while a signed-in admin keeps a
 * budget of its own, untouched by anyone's flood.
 */
export default fp(
  async (app, opts: RateLimitOptions) => {
    const shared = opts.redis ? redisWithFallback(opts.redis, opts.nameSpace ?? 'bo-gateway-rate-', app.log) : null;
    app.decorate('rateLimitBackend', shared?.backend ?? null);
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      max: opts.max,
      timeWindow: opts.windowMs,
      // Redis down: counted in this process instead (rate-limit-store.ts), never lifted.
      ...(shared ? { store: shared.Store } : {}),
      // Catalogued calls and the routes that ask to be counted (websocket upgrades).
      allowList: (request) => !request.routeOptions.config.apiCall && !request.routeOptions.config.rateLimited,
      keyGenerator: budgetOf,
      errorResponseBuilder: (request, context) => {
        request.audit.decision = 'deny';
        request.audit.reason = 'rate-limited';
        return new HttpError(429, MESSAGE.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))));
      },
    });
    // The same limiter (store, key, allow-list and answer) as the routes' preHandler hook.
    const charge = app.rateLimit();
    app.decorate('chargeUnauthenticated', async (request: FastifyRequest, reply: FastifyReply) => {
      await charge.call(app, request, reply);
    });
  },
  { name: 'rate-limit', dependencies: ['access-log'] },
);
