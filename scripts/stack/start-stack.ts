import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildAdminApi, LOG_PARTITIONS_EVERY_MS, queueAlertsEveryMs, refreshEveryMs, rollupEveryMs } from '@bo/admin-api';
import { buildChatApi } from '@bo/chat-api';
import { buildSupportApi } from '@bo/support-api';
import { SSO_CALLBACK_PATH } from '@bo/contract';
import { buildGateway, readOidcOptions, readRelyingParty, readSwitch } from '@bo/gateway';
import { createDb, migrate, seedDemo, type Db } from '@bo/db';
import { createEventBus, createLogger } from '@bo/server-kit';
import { lockDataDir } from './data-lock.ts';
import { loadSecrets } from './secrets.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');

export interface StackOptions {
  /** Gateway port (0 picks a free one). Default 8080. */
  port?: number;
  /** Gateway host. Default localhost (loopback only: the demo passwords are public). */
  host?: string;
  /** PGlite data folder; null keeps the database in memory. Ignored when databaseUrl is set. */
  dataDir: string | null;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Upstream ports on 127.0.0.1; 0 (the default) picks free ones. */
  upstreamPorts?: { admin?: number; chat?: number; support?: number };
  /** Where generated secrets are kept; null keeps them in memory. Default: none for an in-memory database, else <dataDir>/../secrets.json. */
  secretsFile?: string | null;
  /** The built SPA; default apps/web/dist when it exists. */
  webDistDir?: string | null;
  /** pino level of the services. Default 'warn'. */
  logLevel?: string;
  /** Replaces the gateway's access log (one JSON line per request on stdout by default). */
  accessLog?: Parameters<typeof buildGateway>[0]['accessLog'];
  /** Redis for the event bus; absent or null: the in-process bus (one process serves everything here). */
  redisUrl?: string | null;
  /** Load data into an empty database: true (default) the demo data, false nothing, or a loader of one's own (tests). */
  seed?: boolean | ((db: Db) => Promise<void>);
}

export interface RunningStack {
  url: string;
  upstreams: { admin: string; chat: string; support: string };
  db: Db;
  /** The demo data was loaded by this start (the database was empty). */
  seeded: boolean;
  close(): Promise<void>;
}

async function listenUpstream(app: FastifyInstance, port: number): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('upstream has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Loads data when the database holds no admin yet (first start of a fresh folder): never twice. */
async function seedWhenEmpty(db: Db, load: (db: Db) => Promise<void>): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
  if ((rows[0]?.n ?? 0) > 0) return false;
  try {
    await load(db);
  } catch (error) {
    throw new Error(`Loading the demo data failed: ${(error as Error).message} (remove the data folder to start over)`, { cause: error });
  }
  return true;
}

/**
 * The whole product in one process (ARCHITECTURE.md, "Two ways to run"): one database handle shared
 * by the three upstreams on loopback ports and the gateway in front of them, serving the SPA.
 */
export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const dataDir = opts.databaseUrl || opts.dataDir === null ? null : resolve(opts.dataDir);
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    if (dataDir) cleanups.push(lockDataDir(dataDir));
    const db = await createDb(opts.databaseUrl ? { url: opts.databaseUrl } : dataDir ? { dataDir } : {});
    cleanups.push(() => db.close());
    await migrate(db);
    const load = typeof opts.seed === 'function' ? opts.seed : opts.seed === false ? null : (target: Db) => seedDemo(target);
    const seeded = load ? await seedWhenEmpty(db, load) : false;

    const secretsFile = opts.secretsFile !== undefined ? opts.secretsFile : dataDir ? join(dirname(dataDir), 'secrets.json') : null;
    const { jwtSecret, contextSecret, auditChainKey, dataProtectionKey } = loadSecrets(secretsFile);
    const logger: FastifyBaseLogger = createLogger({ level: opts.logLevel ?? 'warn' });

    // One bus for every service: what chat-api or support-api publishes reaches the gateway's hub.
    const events = await createEventBus({ db, redisUrl: opts.redisUrl ?? null, logger });
    cleanups.push(() => events.close());

    const ports = opts.upstreamPorts ?? {};
    const upstreamApps = {
      admin: buildAdminApi({
        db,
        contextSecret,
        events,
        logger: logger.child({ service: 'admin-api' }),
        refreshAggregatesEveryMs: refreshEveryMs(),
        rollupEveryMs: rollupEveryMs(),
        logPartitionsEveryMs: LOG_PARTITIONS_EVERY_MS,
        queueAlertsEveryMs: queueAlertsEveryMs(),
      }),
      chat: buildChatApi({ db, contextSecret, events, logger: logger.child({ service: 'chat-api' }) }),
      support: buildSupportApi({ db, contextSecret, events, logger: logger.child({ service: 'support-api' }) }),
    };
    for (const app of Object.values(upstreamApps)) cleanups.push(() => app.close());
    const upstreams = {
      admin: await listenUpstream(upstreamApps.admin, ports.admin ?? 0),
      chat: await listenUpstream(upstreamApps.chat, ports.chat ?? 0),
      support: await listenUpstream(upstreamApps.support, ports.support ?? 0),
    };

    const webDistDir = opts.webDistDir !== undefined ? opts.webDistDir : existsSync(DEFAULT_WEB_DIST_DIR) ? DEFAULT_WEB_DIST_DIR : null;
    const gateway = await buildGateway({
      db,
      jwtSecret,
      contextSecret,
      upstreams,
      webDistDir,
      logger: logger.child({ service: 'gateway' }),
      // Keyed, so the embedded stack's log cannot be re-chained by whoever edits the data folder.
      audit: { chainKey: auditChainKey },
      // The demo lets anyone register (REGISTRATION=off closes it, as production is by default).
      registration: readSwitch(process.env, 'REGISTRATION', true),
      // TOTP seeds at rest and personal data in the access log; the demo's sign-ins need no second factor (MFA_REQUIRED=on asks one).
      dataProtectionKey,
      mfaRequired: readSwitch(process.env, 'MFA_REQUIRED', false),
      // Passkeys: unset, bound to the host the browser used (localhost).
      webauthn: readRelyingParty(process.env),
      // Single sign-on when OIDC_ISSUER is set (the provider sends the browser back to PUBLIC_ORIGIN).
      oidc: readOidcOptions(process.env, process.env.PUBLIC_ORIGIN?.trim() || null, SSO_CALLBACK_PATH),
      ...(opts.accessLog ? { accessLog: opts.accessLog } : {}),
      // The websocket hub subscribes to the same bus (an option named `events`, as on the upstreams).
      ...{ events },
    });
    cleanups.push(() => gateway.close());
    const host = opts.host ?? 'localhost';
    await gateway.listen({ host, port: opts.port ?? 8080 });
    const address = gateway.server.address();
    const port = address && typeof address !== 'string' ? address.port : opts.port;
    const urlHost = ['localhost', '0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
    return { url: `http://${urlHost}:${port}`, upstreams, db, seeded, close: closeAll };
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }
}
