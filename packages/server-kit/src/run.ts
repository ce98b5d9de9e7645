import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createDb, migrate, readDatabaseBudgets, type DatabaseBudgets, type DatabaseHealthChange, type Db } from '@bo/db';
import { readDrainMs } from './drain.ts';
import { createLogger } from './logger.ts';

/** What every upstream's main.ts reads from the environment (production: docker compose). */
export interface ServiceEnv {
  databaseUrl: string;
  contextSecret: string;
  host: string;
  port: number;
  logLevel: string;
  /** Statement and connection budgets (DATABASE_STATEMENT_TIMEOUT_MS ...). */
  databaseBudgets: DatabaseBudgets;
  /** SHUTDOWN_DRAIN_MS. */
  drainMs: number;
  /** METRICS_TOKEN: the bearer GET /metrics asks for; null: loopback clients only. */
  metricsToken: string | null;
}

export function readServiceEnv(defaultPort: number, env: NodeJS.ProcessEnv = process.env): ServiceEnv {
  const missing = ['DATABASE_URL', 'UPSTREAM_CONTEXT_SECRET'].filter((name) => !env[name]);
  // A standalone upstream cannot share the embedded database (one connection); `npm start` runs that mode.
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} must be set (the embedded stack is started with npm start)`);
  const port = Number(env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    databaseUrl: env.DATABASE_URL as string,
    contextSecret: env.UPSTREAM_CONTEXT_SECRET as string,
    host: env.HOST ?? '0.0.0.0',
    port,
    logLevel: env.LOG_LEVEL ?? 'info',
    databaseBudgets: readDatabaseBudgets(env),
    drainMs: readDrainMs(env),
    metricsToken: env.METRICS_TOKEN || null,
  };
}

/** How long a stopping service waits for its pool to close (a statement stuck on a lock holds its connection). */
const POOL_CLOSE_WAIT_MS = 2_000;

/** Logs the database's outages once when they start and once when they end (issue 23, item 4). */
export function logDatabaseHealth(logger: FastifyBaseLogger): (change: DatabaseHealthChange) => void {
  return (change) => {
    if (change.state === 'unavailable') logger.error({ database: 'unavailable', error: change.error }, 'database unavailable');
    else logger.warn({ database: 'available', failedCalls: change.failures, downMs: change.downMs }, 'database available again');
  };
}

export interface ServiceDeps {
  db: Db;
  contextSecret: string;
  logger: FastifyBaseLogger;
  drainMs?: number;
  metricsToken?: string | null;
}

/**
 * Runs one upstream as its own process: reads the environment, migrates (a failure stops the start
 * with its message), listens, and on SIGINT / SIGTERM drains (SHUTDOWN_DRAIN_MS) then closes the pool.
 */
export async function runService(
  name: string,
  defaultPort: number,
  build: (deps: ServiceDeps) => FastifyInstance | Promise<FastifyInstance>,
): Promise<void> {
  let db: Db | undefined;
  try {
    const env = readServiceEnv(defaultPort);
    const logger = createLogger({ level: env.logLevel, name });
    db = await createDb({ url: env.databaseUrl, budgets: env.databaseBudgets, onHealthChange: logDatabaseHealth(logger) });
    await migrate(db);
    const app = await build({ db, contextSecret: env.contextSecret, logger, drainMs: env.drainMs, metricsToken: env.metricsToken });
    await app.listen({ host: env.host, port: env.port });
    const stop = async (signal: string): Promise<void> => {
      logger.info({ signal }, 'stopping');
      // Whatever happens below, the process ends: the drain, then the pool, then a margin.
      setTimeout(() => process.exit(1), env.drainMs + POOL_CLOSE_WAIT_MS + 3_000).unref();
      await app.drain.stop();
      await Promise.race([db?.close(), new Promise((resolve) => setTimeout(resolve, POOL_CLOSE_WAIT_MS).unref())]);
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    console.error(`${name} failed to start: ${(error as Error).message}`);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}
