import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { FRAMEWORK_MESSAGES } from '@bo/contract';
import { HttpError } from '../errors.ts';
import { metricsAllowed } from './access.ts';
import { countHttpAnswers, createMetricsRegistry, watchPool } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's prom-client registry: /metrics renders it; a service adds its own metrics to it. */
    metrics: Registry;
  }
}

/** Ours: who may not scrape. */
export const METRICS_MESSAGES = {
  unauthenticated: FRAMEWORK_MESSAGES.unauthenticated,
  notLoopback: 'Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere.',
} as const;

export interface MetricsPluginOptions {
  /** Count HTTP answers by route and status (default); the gateway counts them by permission instead. */
  httpAnswers?: boolean;
  /** METRICS_TOKEN: GET /metrics needs `Authorization: Bearer <it>`; null: loopback clients only. */
  token: string | null;
  /** Called when a scrape is refused or allowed, with why (the gateway records it in its access log). */
  onDecision?: (request: FastifyRequest, decision: { allowed: boolean; reason: string }) => void;
}

/**
 * GET /metrics in the Prometheus text format (prom-client): process, memory, event loop, GC, HTTP
 * answers by route and status, the database pool, and whatever the service adds to `app.metrics`.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, opts) => {
    const registry = createMetricsRegistry();
    app.decorate('metrics', registry);
    if (opts.httpAnswers !== false) countHttpAnswers(app, registry);
    watchPool(app.db, registry);
    app.get('/metrics', async (request, reply) => {
      const access = metricsAllowed(request, opts.token);
      opts.onDecision?.(request, access);
      if (!access.allowed) {
        if (opts.token) reply.header('www-authenticate', 'Bearer');
        throw new HttpError(opts.token ? 401 : 403, opts.token ? METRICS_MESSAGES.unauthenticated : METRICS_MESSAGES.notLoopback);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'bo-metrics' },
);
