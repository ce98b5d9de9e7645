import type { AccessLogStoreStats } from '../audit/db-writer.ts';
import { Counter, Gauge, Histogram, ReadCounter } from './prometheus.ts';

/** Latency buckets in seconds: from a cached page read to a long export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the gateway counts (issue 8): requests by route permission and status, latency, open websockets, proxy errors. */
export class GatewayMetrics {
  readonly requests = new Counter('bo_gateway_requests_total', 'Requests answered, by the route permission checked and the status.');
  readonly latency = new Histogram('bo_gateway_request_duration_seconds', 'Time to answer a request, in seconds.', LATENCY_BUCKETS);
  readonly proxyErrors = new Counter('bo_gateway_proxy_errors_total', 'Calls an upstream did not answer (502/504), by upstream.');
  readonly openWebsockets: Gauge;
  /** The access log's database copy (audit/db-writer.ts); absent when the gateway keeps none. */
  private readonly accessLog: Array<Gauge | ReadCounter>;

  constructor(openSockets: () => number, accessLog: (() => AccessLogStoreStats) | null = null, now: () => number = Date.now) {
    this.openWebsockets = new Gauge('bo_gateway_open_websockets', 'Websockets open on this gateway instance.', openSockets);
    const stat = (read: (s: AccessLogStoreStats) => number) => () => (accessLog ? read(accessLog()) : 0);
    this.accessLog = accessLog
      ? [
          new Gauge(
            'bo_access_log_pending',
            'Access records waiting to be written to the database copy.',
            stat((s) => s.pending),
          ),
          new Gauge(
            'bo_access_log_lag_seconds',
            'Age of the oldest access record not yet in the database copy.',
            stat((s) => (s.oldestPendingAt === null ? 0 : (now() - s.oldestPendingAt) / 1000)),
          ),
          new Gauge(
            'bo_access_log_database_failing',
            '1 while the database copy cannot be written.',
            stat((s) => (s.failing ? 1 : 0)),
          ),
          new ReadCounter(
            'bo_access_log_written_total',
            'Access records written to the database copy.',
            stat((s) => s.written),
          ),
          new ReadCounter(
            'bo_access_log_stored_as_text_total',
            'Access records the database refused as JSON, kept as JSON text in their place.',
            stat((s) => s.storedAsText),
          ),
          new ReadCounter(
            'bo_access_log_refused_total',
            'Access records the database copy does not hold: refused in both forms or a sequence conflict (they are on stdout).',
            stat((s) => s.refused),
          ),
          new ReadCounter(
            'bo_access_log_dropped_total',
            'Access records dropped from a full queue while the database was unreachable (they are on stdout).',
            stat((s) => s.dropped),
          ),
        ]
      : [];
  }

  /** The Prometheus text exposition of every metric. */
  render(): string {
    return `${[this.requests, this.latency, this.proxyErrors, this.openWebsockets, ...this.accessLog].map((m) => m.render()).join('\n')}\n`;
  }
}
