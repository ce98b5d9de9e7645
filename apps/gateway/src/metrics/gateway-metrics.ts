import { Counter, Gauge, Histogram } from './prometheus.ts';

/** Latency buckets in seconds: from a cached page read to a long export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the gateway counts (issue 8): requests by route permission and status, latency, open websockets, proxy errors. */
export class GatewayMetrics {
  readonly requests = new Counter('bo_gateway_requests_total', 'Requests answered, by the route permission checked and the status.');
  readonly latency = new Histogram('bo_gateway_request_duration_seconds', 'Time to answer a request, in seconds.', LATENCY_BUCKETS);
  readonly proxyErrors = new Counter('bo_gateway_proxy_errors_total', 'Calls an upstream did not answer (502/504), by upstream.');
  readonly openWebsockets: Gauge;
  readonly redisUp: Gauge;
  readonly rateLimitFallback: Gauge;

  constructor(read: { openSockets: () => number; redisUp: () => number; rateLimitFallbackCalls: () => number }) {
    this.openWebsockets = new Gauge('bo_gateway_open_websockets', 'Websockets open on this gateway instance.', read.openSockets);
    this.redisUp = new Gauge(
      'bo_gateway_redis_up',
      'Whether the Redis of rate limits and events answers (1), or not (0); 1 without Redis.',
      read.redisUp,
    );
    // A gauge read from the limiter's own count (it only grows): calls counted in process while Redis was down.
    this.rateLimitFallback = new Gauge(
      'bo_gateway_rate_limit_fallback_calls',
      'Calls whose rate limit was counted in this process because Redis did not answer, since the start.',
      read.rateLimitFallbackCalls,
    );
  }

  /** The Prometheus text exposition of every metric. */
  render(): string {
    const all = [this.requests, this.latency, this.proxyErrors, this.openWebsockets, this.redisUp, this.rateLimitFallback];
    return `${all.map((m) => m.render()).join('\n')}\n`;
  }
}
