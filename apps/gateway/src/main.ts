import pino from 'pino';
import { Redis } from 'ioredis';
import { createDb, migrate } from '@bo/db';
import { buildGateway } from './app.ts';
import { readGatewayEnv } from './env.ts';

/** Starts the gateway from environment variables (PORT, DATABASE_URL, JWT_SECRET, UPSTREAM_CONTEXT_SECRET, ...). */
async function main(): Promise<void> {
  const logger = pino({ name: 'gateway', redact: ['req.headers.authorization', 'req.headers.cookie'] });
  let env;
  try {
    env = readGatewayEnv();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  const db = await createDb({ url: env.databaseUrl });
  // Idempotent and locked: whichever service starts first applies the migrations (gateway.sessions among them).
  await migrate(db);
  // Several gateways share one rate-limit budget through Redis; ioredis reconnects by itself.
  const redis = env.redisUrl ? new Redis(env.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', (error: Error) => logger.warn({ err: error }, 'rate-limit redis error'));
  const app = buildGateway({
    db,
    jwtSecret: env.jwtSecret,
    contextSecret: env.contextSecret,
    upstreams: env.upstreams,
    webDistDir: env.webDistDir,
    trustedProxies: env.trustedProxies,
    audit: { ...(env.auditInstanceId ? { instanceId: env.auditInstanceId } : {}), chainKey: env.auditChainKey },
    metricsToken: env.metricsToken,
    rateLimit: { ...env.rateLimit, redis },
    allowedHosts: env.allowedHosts,
    // The hub's event bus is its own: Redis when REDIS_URL is set (the upstreams publish there).
    realtime: { allowedOrigins: env.wsAllowedOrigins },
    logger,
  });
  const stop = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'stopping');
    await app.close();
    redis?.disconnect();
    await db.close();
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
