export * from './context.ts';
export * from './errors.ts';
export * from './service.ts';
export { errorHandler, fieldErrors } from './error-handler.ts';
// Route plugins type their schemas with these; re-exported so apps need no direct dependency.
export type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
export { readServiceEnv, runService, type ServiceDeps, type ServiceEnv } from './run.ts';
export { createLogger } from './logger.ts';
// Real-time events: the bus (in-process or Redis) and the replay store the gateway hub reads.
export * from './events/index.ts';
// Form bodies failing their schema answer 422 in the route plugins that ask for it (support and operations).
export { bodyErrorsAs422 } from './body-errors.ts';
export { assertCleanText, holdToTextRule } from './text-rule.ts';
