import fp from 'fastify-plugin';
import { metricsPlugin } from '@bo/server-kit';
import { GatewayMetrics } from '../metrics/gateway-metrics.ts';

/** Statuses meaning the upstream did not answer (forward.ts answers 502; a proxy timeout is 504). */
const PROXY_ERROR_STATUSES = new Set([502, 504]);

/**
 * GET /metrics in the Prometheus text format (prom-client, server-kit's plugin as on the upstreams):
 * the process metrics, the database pool, and the gateway's own counts from every answer's
 * access-log state. Guarded by METRICS_TOKEN, or loopback only without it (apps/gateway/README.md);
 * each decision is recorded in the access log.
 */
export default fp(
  async (app, opts: { token: string | null }) => {
    await app.register(metricsPlugin, {
      token: opts.token,
      httpAnswers: false,
      onDecision: (request, access) => {
        request.audit.reason = access.reason;
        if (!access.allowed) request.audit.decision = 'deny';
      },
    });
    const store = app.accessLogStore;
    const metrics = new GatewayMetrics(app.metrics, {
      openSockets: () => (app.hasDecorator('realtimeHub') ? app.realtimeHub.size : 0),
      accessLog: store ? () => store.stats() : null,
      redisUp: () => (app.redisState?.() === 'down' ? 0 : 1),
      rateLimitFallbackCalls: () => app.rateLimitBackend?.fallbackCalls ?? 0,
    });
    // A callback hook: no promise per answer.
    app.addHook('onResponse', (request, reply, done) => {
      const audit = request.audit;
      // A call refused before its permission was checked (no token) still counts under the route's permission.
      const required = request.routeOptions.config.apiCall?.permission;
      const permission =
        audit?.permission ?? (required === undefined ? 'none' : typeof required === 'string' ? required : required.join(','));
      metrics.requests.inc({ permission, status: String(reply.statusCode) });
      metrics.latency.observe(reply.elapsedTime / 1000);
      if (audit?.upstream && PROXY_ERROR_STATUSES.has(reply.statusCode)) metrics.proxyErrors.inc({ upstream: audit.upstream });
      done();
    });
  },
  { name: 'metrics', dependencies: ['access-log'] },
);
