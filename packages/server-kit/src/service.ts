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
import { DEFAULT_DRAIN_MS, installDrain } from './drain.ts';
import type { EventBus } from './events/types.ts';
import { metricsPlugin } from './metrics/plugin.ts';

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
  /** How long a stop waits for the calls in flight (SHUTDOWN_DRAIN_MS); 10 s by default. */
  drainMs?: number;
  /** METRICS_TOKEN: the bearer GET /metrics asks for; absent or null, /metrics answers loopback clients only. */
  metricsToken?: string | null;
}

/** /ready answers within this, whatever the database does (a locked or lost server). */
export const READY_TIMEOUT_MS = 2_000;

/** Rejects when `work` takes longer than `ms`, so a probe never hangs with what it waits on. */
export async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** 'down' when the service's event bus has lost Redis; null without a Redis bus. */
function redisState(app: FastifyInstance): 'up' | 'down' | null {
  if (!app.hasDecorator('events')) return null;
  const bus = (app as unknown as { events: EventBus }).events;
  return bus.redisState?.() ?? null;
}

const OPEN_PATHS = new Set(['/health', '/ready', '/metrics']);

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
    // The drain answers 503 in the `{ errors }` shape instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  installDrain(app as unknown as FastifyInstance, opts.drainMs ?? DEFAULT_DRAIN_MS);

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (OPEN_PATHS.has(path)) return;
    const header = request.headers[CONTEXT_HEADER];
    const check = verifyContext(typeof header === 'string' ? header : undefined, opts.contextSecret);
    if (!check.ok) throw new HttpError(401, `Unauthenticated! (${check.reason})`);
    request.ctx = check.context;
  });

  // Prometheus metrics (prom-client): scraped by the monitoring, not through the gateway (no context).
  void app.register(metricsPlugin, { token: opts.metricsToken ?? null });

  holdToTextRule(app as unknown as FastifyInstance);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ errors: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  // Redis only speeds things up: without it the service works, degraded (events wait for it).
  app.get('/health', async () => {
    const redis = redisState(app as unknown as FastifyInstance);
    return redis === 'down' ? { status: 'degraded', service: opts.name, redis: 'unavailable' } : { status: 'ok', service: opts.name };
  });
  app.get('/ready', async (_request, reply) => {
    try {
      await withinTime(opts.db.query('select 1'), READY_TIMEOUT_MS, 'the database');
      await withinTime(opts.ready?.() ?? Promise.resolve(), READY_TIMEOUT_MS, 'the readiness probe');
      return { status: 'ready', service: opts.name };
    } catch (error) {
      reply.code(503);
      return { errors: `not ready: ${(error as Error).message}` };
    }
  });

  return app as unknown as FastifyInstance;
}

export { hasZodFastifySchemaValidationErrors };
