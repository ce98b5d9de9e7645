import pino from 'pino';
import { Redis } from 'ioredis';
import { createDb, migrate } from '@bo/db';
import { createEventBus, FAIL_FAST_REDIS, logDatabaseHealth, watchRedis } from '@bo/server-kit';
import { buildGateway } from './app.ts';
import { readGatewayEnv } from './env.ts';
import { gatewayStdout } from './audit/json-lines-sink.ts';

/** After the drain, the access log's database copy gets this long to flush (its store's own deadline) before the process ends anyway. */
const FLUSH_MARGIN_MS = 8_000;

/** Starts the gateway from environment variables (PORT, DATABASE_URL, JWT_SECRET, UPSTREAM_CONTEXT_SECRET, ...). */
async function main(): Promise<void> {
  // The access log's stdout writer: one writer, so the application log's lines never cut into the records.
  const logger = pino({ name: 'gateway', redact: ['req.headers.authorization', 'req.headers.cookie'] }, gatewayStdout());
  let env;
  try {
    env = readGatewayEnv();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  const db = await createDb({ url: env.databaseUrl, budgets: env.databaseBudgets, onHealthChange: logDatabaseHealth(logger) });
  // Idempotent and locked: whichever service starts first applies the migrations (gateway.sessions among them).
  await migrate(db);
  // Several gateways share one rate-limit budget through Redis. Its commands fail fast (no offline
  // queue, 250 ms), and the limiter counts in process meanwhile; ioredis reconnects by itself.
  const redis = env.redisUrl ? new Redis(env.redisUrl, FAIL_FAST_REDIS) : null;
  const rateLimitRedisUp = redis ? watchRedis(redis, 'rate limits', logger) : () => true;
  // The hub's event bus: Redis when REDIS_URL is set (the upstreams publish there), owned here so /health sees it.
  const events = await createEventBus({ db, redisUrl: env.redisUrl, logger });
  const app = buildGateway({
    db,
    jwtSecret: env.jwtSecret,
    contextSecret: env.contextSecret,
    upstreams: env.upstreams,
    upstreamTimeouts: env.upstreamTimeouts,
    webDistDir: env.webDistDir,
    trustedProxies: env.trustedProxies,
    publicOrigin: env.publicOrigin,
    audit: { ...(env.auditInstanceId ? { instanceId: env.auditInstanceId } : {}), chainKey: env.auditChainKey },
    metricsToken: env.metricsToken,
    rateLimit: { ...env.rateLimit, redis },
    allowedHosts: env.allowedHosts,
    registration: env.registration,
    dataProtectionKey: env.dataProtectionKey,
    mfaRequired: env.mfaRequired,
    webauthn: env.webauthn,
    oidc: env.oidc,
    realtime: { allowedOrigins: env.wsAllowedOrigins },
    events,
    drainMs: env.drainMs,
    ...(redis ? { redisState: () => (rateLimitRedisUp() && events.redisState?.() !== 'down' ? 'up' : 'down') } : {}),
    logger,
  });
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainMs: env.drainMs }, 'stopping');
    setTimeout(() => {
      logger.error('stopping took too long; exiting');
      process.exit(1);
    }, env.drainMs + FLUSH_MARGIN_MS).unref();
    // Calls in flight get the drain; then the access log's database copy is flushed (its onClose hook).
    await app.drain.stop();
    await events.close();
    redis?.disconnect();
    // A statement stuck on a lock would hold pool.end(): it is not waited for past a moment.
    await Promise.race([db.close(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: env.port, host: env.host });
}

main().catch((error: unknown) => {
  console.error(`gateway failed to start: ${(error as Error).message}`);
  process.exit(1);
});
