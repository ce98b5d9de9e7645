import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { LATENCY_BUCKETS } from '@bo/server-kit';
import type { AccessLogStoreStats } from '../audit/db-writer.ts';

/** A gauge (or a counter kept elsewhere) whose value is read when scraped. */
function readGauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * What the gateway counts (issues 8, 13, 23), on its prom-client registry beside the process metrics:
 * requests by route permission and status, latency, proxy errors, open websockets, the access log's
 * database copy, and Redis.
 */
export class GatewayMetrics {
  readonly requests: Counter<'permission' | 'status'>;
  readonly latency: Histogram;
  readonly proxyErrors: Counter<'upstream'>;

  constructor(
    registry: Registry,
    read: {
      openSockets: () => number;
      accessLog: (() => AccessLogStoreStats) | null;
      redisUp: () => number;
      rateLimitFallbackCalls: () => number;
    },
    now: () => number = Date.now,
  ) {
    this.requests = new Counter({
      name: 'bo_gateway_requests_total',
      help: 'Requests answered, by the route permission checked and the status.',
      labelNames: ['permission', 'status'],
      registers: [registry],
    });
    this.latency = new Histogram({
      name: 'bo_gateway_request_duration_seconds',
      help: 'Time to answer a request, in seconds.',
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    this.proxyErrors = new Counter({
      name: 'bo_gateway_proxy_errors_total',
      help: 'Calls an upstream did not answer (502/504), by upstream.',
      labelNames: ['upstream'],
      registers: [registry],
    });
    readGauge(registry, 'bo_gateway_open_websockets', 'Websockets open on this gateway instance.', read.openSockets);
    readGauge(
      registry,
      'bo_gateway_redis_up',
      'Whether the Redis of rate limits and events answers (1), or not (0); 1 without Redis.',
      read.redisUp,
    );
    // Read from the limiter's own count (it only grows): calls counted in process while Redis was down.
    readGauge(
      registry,
      'bo_gateway_rate_limit_fallback_calls',
      'Calls whose rate limit was counted in this process because Redis did not answer, since the start.',
      read.rateLimitFallbackCalls,
    );
    const accessLog = read.accessLog;
    if (!accessLog) return;
    const stat = (pick: (s: AccessLogStoreStats) => number) => () => pick(accessLog());
    readGauge(
      registry,
      'bo_access_log_pending',
      'Access records waiting to be written to the database copy.',
      stat((s) => s.pending),
    );
    readGauge(
      registry,
      'bo_access_log_lag_seconds',
      'Age of the oldest access record not yet in the database copy.',
      stat((s) => (s.oldestPendingAt === null ? 0 : (now() - s.oldestPendingAt) / 1000)),
    );
    readGauge(
      registry,
      'bo_access_log_database_failing',
      '1 while the database copy cannot be written.',
      stat((s) => (s.failing ? 1 : 0)),
    );
    // The store keeps these counts; they only grow, so they are exposed as gauges read at scrape time.
    readGauge(
      registry,
      'bo_access_log_written_total',
      'Access records written to the database copy.',
      stat((s) => s.written),
    );
    readGauge(
      registry,
      'bo_access_log_stored_as_text_total',
      'Access records the database refused as JSON, kept as JSON text in their place.',
      stat((s) => s.storedAsText),
    );
    readGauge(
      registry,
      'bo_access_log_refused_total',
      'Access records the database copy does not hold: refused in both forms or a sequence conflict (they are on stdout).',
      stat((s) => s.refused),
    );
    readGauge(
      registry,
      'bo_access_log_dropped_total',
      'Access records dropped from a full queue while the database was unreachable (they are on stdout).',
      stat((s) => s.dropped),
    );
  }
}
