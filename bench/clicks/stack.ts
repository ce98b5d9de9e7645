import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { createDb, type Db, type ReadOptions, type Row } from '@bo/db';
import { buildAdminApi } from '@bo/admin-api';

export interface RecordedQuery {
  sql: string;
  params: readonly unknown[];
  /** Run as `COPY (sql) TO STDOUT` (an export on PostgreSQL). */
  copy?: boolean;
  /** When admin-api sent it and when its rows were in (performance.now() ms), for a query run with db.query. */
  startedAt?: number;
  endedAt?: number;
}

export interface BenchStack {
  /** Where the benchmark sends its requests: the gateway, or admin-api itself without one. */
  baseUrl: string;
  viaGateway: boolean;
  /** Headers of an authenticated request (a bearer token, or a signed context without the gateway). */
  headers: Record<string, string>;
  /** The SQL admin-api ran since the last clear, with its parameters. */
  recorded: RecordedQuery[];
  close(): Promise<void>;
}

/** admin-api's database handle, recording what it runs so the same SQL can be replayed with pg. */
function recording(db: Db, recorded: RecordedQuery[]): Db {
  return {
    kind: db.kind,
    query: async <T = Row>(sql: string, params?: readonly unknown[]) => {
      const entry: RecordedQuery = { sql, params: params ?? [], startedAt: performance.now() };
      recorded.push(entry);
      const result = await db.query<T>(sql, params);
      entry.endedAt = performance.now();
      return result;
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    cursor: <T = Row>(sql: string, params?: readonly unknown[], batch?: number, options?: ReadOptions) => {
      recorded.push({ sql, params: params ?? [] });
      return db.cursor<T>(sql, params, batch, options);
    },
    ...(db.copyCsv
      ? {
          copyCsv: (sql: string, options?: ReadOptions) => {
            recorded.push({ sql, params: [], copy: true });
            return db.copyCsv!(sql, options);
          },
        }
      : {}),
    close: () => db.close(),
  };
}

const SECRETS = { jwt: 'bench-jwt-secret-0123456789abcdef', context: 'bench-context-secret-0123456789' };

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Starts admin-api and, when @bo/gateway exports buildGateway, the gateway in front of it (signed
 * in as demo admin 1), all listening on loopback ports like the real stack.
 */
export async function startStack(url: string): Promise<BenchStack> {
  const recorded: RecordedQuery[] = [];
  const adminDb = await createDb({ url, max: 10 });
  const adminApi = buildAdminApi({ db: recording(adminDb, recorded), contextSecret: SECRETS.context });
  const adminUrl = await listen(adminApi);

  const gatewayModule = (await import('@bo/gateway').catch(() => null)) as {
    buildGateway?: (opts: Record<string, unknown>) => FastifyInstance;
  } | null;
  if (!gatewayModule?.buildGateway) {
    const { CONTEXT_HEADER, signContext } = await import('@bo/server-kit');
    return {
      baseUrl: adminUrl,
      viaGateway: false,
      get headers() {
        return {
          [CONTEXT_HEADER]: signContext(
            { adminId: 1, role: 1, originalAdminId: null, permission: 'clicks', requestId: 'bench' },
            SECRETS.context,
          ),
        };
      },
      recorded,
      close: async () => {
        await adminApi.close();
        await adminDb.close();
      },
    };
  }
  const gatewayDb = await createDb({ url, max: 10 });
  const gateway = gatewayModule.buildGateway({
    db: gatewayDb,
    jwtSecret: SECRETS.jwt,
    contextSecret: SECRETS.context,
    upstreams: { admin: adminUrl, chat: 'http://127.0.0.1:9', support: 'http://127.0.0.1:9' },
    webDistDir: null,
    logger: false,
    accessLog: () => undefined,
    // The bench asks one route hundreds of times a minute: the limiter still runs, with room for that.
    rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
    // The checkpoints' JSON lines would land in the bench's own output.
    audit: { checkpointSink: () => undefined },
  });
  const baseUrl = await listen(gateway);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin1@demo.test', password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`Sign-in through the gateway failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    baseUrl,
    viaGateway: true,
    headers: { authorization: `Bearer ${token}` },
    recorded,
    close: async () => {
      await gateway.close();
      await adminApi.close();
      await Promise.all([gatewayDb.close(), adminDb.close()]);
    },
  };
}
