import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from '@bo/db';
import { CONTEXT_HEADER, REQUEST_ID_HEADER, verifyContext, type RequestContext } from './context.ts';
import { HttpError } from './errors.ts';
import { errorHandler } from './error-handler.ts';
import { holdToTextRule } from './text-rule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
  interface FastifyRequest {
    /** The gateway-signed caller context; set on every route except health checks. */
    ctx: RequestContext;
  }
}

export interface ServiceOptions {
  /** Service name, used in logs. */
  name: string;
  db: Db;
  /** Shared secret the gateway signs contexts with. */
  contextSecret: string;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Largest request body in bytes (JSON). Multipart limits are set per route. */
  bodyLimit?: number;
  /** Extra readiness probe (Redis ...), in addition to the database. */
  ready?: () => Promise<void>;
}

const OPEN_PATHS = new Set(['/health', '/ready']);

/**
 * Builds an upstream service: zod schemas, one error handler rendering `{ errors }`, /health and
 * /ready, and a hook that refuses every other request without a valid gateway context.
 */
export function createService(opts: ServiceOptions): FastifyInstance {
  const loggerOpt = opts.logger ?? false;
  const app = Fastify({
    ...(typeof loggerOpt === 'object' && 'child' in loggerOpt ? { loggerInstance: loggerOpt as FastifyBaseLogger } : { logger: loggerOpt }),
    bodyLimit: opts.bodyLimit ?? 1_048_576,
    requestIdHeader: REQUEST_ID_HEADER,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (OPEN_PATHS.has(path)) return;
    const header = request.headers[CONTEXT_HEADER];
    const check = verifyContext(typeof header === 'string' ? header : undefined, opts.contextSecret);
    if (!check.ok) throw new HttpError(401, `Unauthenticated! (${check.reason})`);
    request.ctx = check.context;
  });

  holdToTextRule(app as unknown as FastifyInstance);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ errors: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  app.get('/health', async () => ({ status: 'ok', service: opts.name }));
  app.get('/ready', async (_request, reply) => {
    try {
      await opts.db.query('select 1');
      await opts.ready?.();
      return { status: 'ready', service: opts.name };
    } catch (error) {
      reply.code(503);
      return { errors: `not ready: ${(error as Error).message}` };
    }
  });

  return app as unknown as FastifyInstance;
}

export { hasZodFastifySchemaValidationErrors };
