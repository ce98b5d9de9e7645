export * from './context.ts';
export * from './errors.ts';
export * from './service.ts';
export { errorHandler, fieldErrors } from './error-handler.ts';
// Route plugins type their schemas with these; re-exported so apps need no direct dependency.
export type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
export { logDatabaseHealth, readServiceEnv, runService, type ServiceDeps, type ServiceEnv } from './run.ts';
export { createLogger } from './logger.ts';
// Real-time events: the bus (in-process or Redis) and the replay store the gateway hub reads.
export * from './events/index.ts';
export { eventsPlugin, LazyEventBus, type EventsPluginOptions } from './events/plugin.ts';
// Form bodies failing their schema answer 422 in the route plugins that ask for it (support and operations).
export { bodyErrorsAs422 } from './body-errors.ts';
export { assertCleanText, holdToTextRule } from './text-rule.ts';
// Issue 23: database faults as 503s, the stop's drain, and their messages.
export { FAULT_MESSAGE, RETRY_AFTER_SECONDS, answerDatabaseFault, sendUnavailable } from './faults.ts';
export { DEFAULT_DRAIN_MS, installDrain, readDrainMs, type Drain } from './drain.ts';
// Issue 21: Prometheus metrics (prom-client) on every service; the gateway adds its own to the registry.
export { metricsPlugin, METRICS_MESSAGES, type MetricsPluginOptions } from './metrics/plugin.ts';
export { metricsAllowed } from './metrics/access.ts';
export { LATENCY_BUCKETS, countHttpAnswers, createMetricsRegistry, watchPool } from './metrics/registry.ts';
// Issue 20: an upstream route registered from its catalogue call (path and schemas written once).
export { callSchema, routeCall, type CallHandler, type CallRequest, type RoutableCall } from './route-call.ts';
