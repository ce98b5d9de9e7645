import fp from 'fastify-plugin';
import { HttpError } from '@bo/server-kit';
import { metricsAllowed } from '../metrics/access.ts';
import { GatewayMetrics } from '../metrics/gateway-metrics.ts';
import { RedisMetrics } from '../metrics/redis-metrics.ts';
import { MESSAGE } from '../messages.ts';

/** Statuses meaning the upstream did not answer (forward.ts answers 502; a proxy timeout is 504). */
const PROXY_ERROR_STATUSES = new Set([502, 504]);

/**
 * GET /metrics in the Prometheus text format, counted from every answer's access-log state. Guarded
 * by METRICS_TOKEN, or loopback only without it (apps/gateway/README.md).
 */
export default fp(
  async (app, opts: { token: string | null }) => {
    const store = app.accessLogStore;
    const metrics = new GatewayMetrics(
      () => (app.hasDecorator('realtimeHub') ? app.realtimeHub.size : 0),
      store ? () => store.stats() : null,
    );
    const redis = new RedisMetrics({
      up: () => (app.redisState?.() === 'down' ? 0 : 1),
      rateLimitFallbackCalls: () => app.rateLimitBackend?.fallbackCalls ?? 0,
    });
    app.addHook('onResponse', async (request, reply) => {
      const audit = request.audit;
      // A call refused before its permission was checked (no token) still counts under the route's permission.
      const required = request.routeOptions.config.apiCall?.permission;
      const permission =
        audit?.permission ?? (required === undefined ? 'none' : typeof required === 'string' ? required : required.join(','));
      metrics.requests.inc({ permission, status: String(reply.statusCode) });
      metrics.latency.observe(reply.elapsedTime / 1000);
      if (audit?.upstream && PROXY_ERROR_STATUSES.has(reply.statusCode)) metrics.proxyErrors.inc({ upstream: audit.upstream });
    });
    app.get('/metrics', async (request, reply) => {
      const access = metricsAllowed(request, opts.token);
      request.audit.reason = access.reason;
      if (!access.allowed) {
        request.audit.decision = 'deny';
        if (opts.token) reply.header('www-authenticate', 'Bearer');
        throw new HttpError(opts.token ? 401 : 403, opts.token ? MESSAGE.unauthenticated : MESSAGE.metricsNotLoopback);
      }
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render() + redis.render());
    });
  },
  { name: 'metrics', dependencies: ['access-log'] },
);
