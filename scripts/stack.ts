/**
 * `npm start`'s stack (scripts/start.mjs runs this with tsx): the embedded product in one process.
 *
 * Environment: PORT (8080), HOST (localhost), ADMIN_API_PORT / CHAT_API_PORT / SUPPORT_API_PORT
 * (8081-8083, 0 picks free ones), DATA_DIR (./.data/pglite; ":memory:" keeps nothing),
 * DATABASE_URL (a real PostgreSQL instead), JWT_SECRET / UPSTREAM_CONTEXT_SECRET (else generated once into
 * ./.data/secrets.json), REDIS_URL (else the in-process event bus), WEB_DIST_DIR (apps/web/dist), LOG_LEVEL (warn).
 */
import { resolve } from 'node:path';
import { startStack, REPO_ROOT, type RunningStack } from './stack/start-stack.ts';
import { demoSignInTable } from './stack/sign-ins.ts';

const IN_MEMORY = ':memory:';
const SHUTDOWN_GRACE_MS = 10_000;

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} is not a port number: ${raw}`);
  return port;
}

async function main(): Promise<void> {
  const dataDirEnv = process.env.DATA_DIR ?? resolve(REPO_ROOT, '.data/pglite');
  let stack: RunningStack;
  try {
    stack = await startStack({
      port: portFromEnv('PORT', 8080),
      host: process.env.HOST || undefined,
      dataDir: dataDirEnv === IN_MEMORY ? null : resolve(dataDirEnv),
      databaseUrl: process.env.DATABASE_URL || undefined,
      // Beside the PGlite folder by default; with a real database in ./.data, as a PGlite start would.
      ...(process.env.DATABASE_URL ? { secretsFile: resolve(REPO_ROOT, '.data/secrets.json') } : {}),
      upstreamPorts: {
        admin: portFromEnv('ADMIN_API_PORT', 8081),
        chat: portFromEnv('CHAT_API_PORT', 8082),
        support: portFromEnv('SUPPORT_API_PORT', 8083),
      },
      ...(process.env.WEB_DIST_DIR ? { webDistDir: resolve(process.env.WEB_DIST_DIR) } : {}),
      redisUrl: process.env.REDIS_URL || null,
      logLevel: process.env.LOG_LEVEL || 'warn',
    });
  } catch (error) {
    console.error(`The stack did not start: ${(error as Error).message}`);
    process.exit(1);
  }

  const database = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : dataDirEnv === IN_MEMORY
      ? 'PGlite in memory'
      : `PGlite in ${resolve(dataDirEnv)}`;
  console.log(`\nBack office running at ${stack.url}`);
  console.log(`Database: ${database}${stack.seeded ? ' (demo data loaded)' : ''}\n`);
  const table = await demoSignInTable(stack.db);
  if (table) console.log(`${table}\n`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    // `npm start` forwards the signal the terminal also delivered: the second one is not a new request.
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
