import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '@bo/db';

/** Latency buckets in seconds: from a cached page read to a long export. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * A service's metrics registry (issue 21, prom-client): process, memory, event loop and GC metrics.
 * Which service and instance a series is from is the scraper's job and instance labels.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return registry;
}

/**
 * HTTP answers by route (the route's pattern, never the raw URL: ids stay out of the label set),
 * method and status, and their latency.
 */
export function countHttpAnswers(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'bo_http_requests_total',
    help: 'HTTP answers by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'bo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, in seconds, by route pattern.',
    labelNames: ['route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route }, reply.elapsedTime / 1000);
  });
}

/** The database pool's use when scraped (pg only: PGlite has one connection and no pool). */
export function watchPool(db: Db, registry: Registry): void {
  if (!db.poolStats) return;
  const stats = db.poolStats.bind(db);
  new Gauge({
    name: 'bo_db_pool_connections',
    help: 'Database pool connections by state: total, idle, waiting (callers queued for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = stats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
}
