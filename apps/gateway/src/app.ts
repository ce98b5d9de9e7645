import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiCalls, permissionCatalogue } from '@bo/contract';
import { DEFAULT_DRAIN_MS, installDrain } from '@bo/server-kit';
import './fastify-types.ts';
import { gatewayErrorHandler } from './error-handler.ts';
import { gatewayClientErrors } from './client-errors.ts';
import { gatewayFrameworkErrors } from './framework-errors.ts';
import { answerRawRequests } from './raw-requests.ts';
import { LIMIT } from './limits.ts';
import { DEFAULT_UPSTREAM_TIMEOUTS, type GatewayOptions } from './options.ts';
import { jsonLinesAccessLog } from './audit/json-lines-sink.ts';
import database from './plugins/external/database.ts';
import securityHeaders from './plugins/external/helmet.ts';
import jwt from './plugins/external/jwt.ts';
import upstreams from './plugins/external/upstreams.ts';
import accessChain from './plugins/app/access-chain.ts';
import accessLog from './plugins/app/access-log.ts';
import { dataKeys } from './accounts/data-keys.ts';
import stepUp from './plugins/app/step-up.ts';
import authenticate from './plugins/app/authenticate.ts';
import sessionCache from './plugins/app/session-cache.ts';
import authorize from './plugins/app/authorize.ts';
import callEvents from './plugins/app/call-events.ts';
import canonicalPath from './plugins/app/canonical-path.ts';
import hostAllowList, { normaliseHosts } from './plugins/app/host-allow-list.ts';
import loginAttempts from './plugins/app/login-attempts.ts';
import rateLimit, { DEFAULT_RATE_LIMIT } from './plugins/app/rate-limit.ts';
import textRule from './plugins/app/text-rule.ts';
import accountRoutes from './routes/auth/index.ts';
import { assertDistinctCalls } from './routes/catalogue-check.ts';
import healthRoutes from './routes/health.ts';
import metricsRoutes from './routes/metrics.ts';
import proxyRoutes from './routes/proxy/index.ts';
import realtime from './realtime/index.ts';
import spa from './routes/spa.ts';

function loggerOptions(logger: GatewayOptions['logger']): { loggerInstance: FastifyBaseLogger } | { logger: boolean } {
  return typeof logger === 'object' ? { loggerInstance: logger } : { logger: logger ?? false };
}

/**
 * The gateway: sign-in and sessions, the permission check of every call from the contract's
 * catalogue, the streaming proxy to the upstreams, the access log and the SPA. Plugins load in
 * tiers (infrastructure, the gateway's own concerns as one hook each, then routes). Not listening.
 */
export function buildGateway(opts: GatewayOptions): FastifyInstance {
  const app = Fastify({
    ...loggerOptions(opts.logger),
    bodyLimit: LIMIT.jsonBodyBytes,
    trustProxy: opts.trustedProxies && opts.trustedProxies.length > 0 ? opts.trustedProxies : false,
    // Request ids are the gateway's own: a client-sent x-request-id is not trusted.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // The access log is the request log.
    logController: new LogController({ disableRequestLogging: true }),
    exposeHeadRoutes: false,
    frameworkErrors: gatewayFrameworkErrors,
    clientErrorHandler: gatewayClientErrors,
    // The drain answers 503 in the `{ errors }` shape instead.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(gatewayErrorHandler);
  // First, so that a stopping gateway refuses a call before any other hook spends work on it.
  installDrain(app, opts.drainMs ?? DEFAULT_DRAIN_MS);
  app.decorate('redisState', opts.redisState ?? null);
  // Without DATA_PROTECTION_KEY (an embedded stack in a test), keys derived from the token secret.
  app.decorate('dataKeys', dataKeys(opts.dataProtectionKey ?? `derived-from-jwt:${opts.jwtSecret}`));
  app.decorate('mfaRequired', opts.mfaRequired ?? false);
  app.decorate('webauthn', opts.webauthn ?? {});
  // CONNECT and odd Expect headers never reach Fastify: answered and recorded here.
  answerRawRequests(app);

  const calls = opts.calls ?? apiCalls;
  assertDistinctCalls(calls);
  // Infrastructure.
  app.register(database, { db: opts.db, now: opts.now ?? Date.now });
  app.register(securityHeaders);
  app.register(jwt, { secret: opts.jwtSecret });
  app.register(upstreams, { urls: opts.upstreams });
  // The gateway's own concerns, in the order they run on a request.
  app.register(loginAttempts, { store: opts.loginAttempts, redis: opts.rateLimit?.redis ?? null, nameSpace: opts.rateLimit?.nameSpace });
  app.register(accessChain, opts.audit ?? {});
  app.register(accessLog, { sink: opts.accessLog ?? jsonLinesAccessLog() });
  app.register(hostAllowList, { hosts: normaliseHosts(opts.allowedHosts ?? []) });
  app.register(callEvents);
  app.register(canonicalPath);
  // Before the routes (it hooks each route as it is added) and before authenticate, which charges a refused token to it.
  app.register(rateLimit, opts.rateLimit ?? DEFAULT_RATE_LIMIT);
  app.register(sessionCache, opts.sessionCache ?? {});
  app.register(authenticate, { publicOrigin: opts.publicOrigin ?? null });
  app.register(authorize, { catalogue: permissionCatalogue });
  app.register(stepUp);
  app.register(textRule);
  // Routes.
  app.register(healthRoutes);
  app.register(metricsRoutes, { token: opts.metricsToken ?? null });
  app.register(accountRoutes, { calls, settings: { registration: opts.registration ?? false, oidc: opts.oidc ?? null } });
  app.register(proxyRoutes, { calls, contextSecret: opts.contextSecret, timeouts: opts.upstreamTimeouts ?? DEFAULT_UPSTREAM_TIMEOUTS });
  app.register(spa, { webDistDir: opts.webDistDir ?? null });
  // Last: @fastify/websocket wraps the routes registered after it, and only /ws should upgrade.
  app.register(realtime, { ...opts.realtime, events: opts.events });
  return app;
}
