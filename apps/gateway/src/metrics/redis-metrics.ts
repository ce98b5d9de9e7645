import { Gauge } from './prometheus.ts';

/** What Redis being away looks like from /metrics (issue 23): whether it answers, and the limits counted without it. */
export class RedisMetrics {
  readonly up: Gauge;
  readonly rateLimitFallback: Gauge;

  constructor(read: { up: () => number; rateLimitFallbackCalls: () => number }) {
    this.up = new Gauge(
      'bo_gateway_redis_up',
      'Whether the Redis of rate limits and events answers (1), or not (0); 1 without Redis.',
      read.up,
    );
    // A gauge read from the limiter's own count (it only grows): calls counted in process while Redis was down.
    this.rateLimitFallback = new Gauge(
      'bo_gateway_rate_limit_fallback_calls',
      'Calls whose rate limit was counted in this process because Redis did not answer, since the start.',
      read.rateLimitFallbackCalls,
    );
  }

  render(): string {
    return `${this.up.render()}\n${this.rateLimitFallback.render()}\n`;
  }
}
