import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createDb, migrate, type Db } from '@bo/db';
import { createLogger } from './logger.ts';

/** What every upstream's main.ts reads from the environment (production: docker compose). */
export interface ServiceEnv {
  databaseUrl: string;
  contextSecret: string;
  host: string;
  port: number;
  logLevel: string;
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
  };
}

export interface ServiceDeps {
  db: Db;
  contextSecret: string;
  logger: FastifyBaseLogger;
}

/**
 * Runs one upstream as its own process: reads the environment, migrates (a failure stops the start
 * with its message), listens, and closes the server then the pool on SIGINT / SIGTERM.
 */
export async function runService(
  name: string,
  defaultPort: number,
  build: (deps: ServiceDeps) => FastifyInstance | Promise<FastifyInstance>,
): Promise<void> {
  let db: Db | undefined;
  try {
    const env = readServiceEnv(defaultPort);
    db = await createDb({ url: env.databaseUrl });
    await migrate(db);
    const app = await build({ db, contextSecret: env.contextSecret, logger: createLogger({ level: env.logLevel, name }) });
    await app.listen({ host: env.host, port: env.port });
    const stop = async (): Promise<void> => {
      await app.close();
      await db?.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`${name} failed to start: ${(error as Error).message}`);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}
