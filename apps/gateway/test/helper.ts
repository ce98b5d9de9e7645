import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN, apiCalls, type ApiCall } from '@bo/contract';
import { createTestDatabase, hashPassword, type Db, type TestDatabase } from '@bo/db';
import { createService } from '@bo/server-kit';
import { buildGateway, type AccessRecord, type GatewayOptions } from '../src/index.ts';
import type { Checkpoint } from '../src/audit/checkpoint.ts';

export const JWT_SECRET = 'gateway-test-jwt-secret-0123456789abcdef';
export const CONTEXT_SECRET = 'gateway-test-context-secret-0123456789abcdef';
export const PASSWORD = 'correct horse battery staple';

/** Catalogue fixtures the gateway tests add to the contract's calls: bodies of known size both ways. */
export const FIXTURE_CALLS: readonly ApiCall[] = [
  {
    name: 'test.large-export',
    method: 'GET',
    path: '/api/gateway-test/large-export',
    upstream: 'admin',
    permission: SIGNED_IN,
    streams: true,
  },
  {
    name: 'test.upload',
    method: 'POST',
    path: '/api/gateway-test/upload',
    upstream: 'admin',
    permission: SIGNED_IN,
    uploadLimitBytes: 20 * 1_048_576,
  },
  { name: 'test.slow', method: 'GET', path: '/api/gateway-test/slow', upstream: 'admin', permission: SIGNED_IN },
  { name: 'test.broken-off', method: 'GET', path: '/api/gateway-test/broken-off', upstream: 'admin', permission: SIGNED_IN },
  { name: 'test.echo', method: 'POST', path: '/api/gateway-test/echo', upstream: 'admin', permission: SIGNED_IN },
  { name: 'test.chat-echo', method: 'GET', path: '/chat/api/gateway-test/echo', upstream: 'chat', permission: SIGNED_IN },
  { name: 'test.support-echo', method: 'GET', path: '/support/api/gateway-test/echo', upstream: 'support', permission: SIGNED_IN },
];

export interface SeedAdmin {
  id: number;
  role: 1 | 2 | 3;
  modules: string[];
}

/** Test admins: signed in as admin<ID>@gateway.test with PASSWORD. */
export async function seedAdmins(db: Db, admins: readonly SeedAdmin[]): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  for (const a of admins) {
    await db.query(
      `INSERT INTO core.admins (id, name, email, password_hash, role, permissions) OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6)`,
      [a.id, `Admin ${a.id}`, emailOf(a.id), hash, a.role, JSON.stringify({ modules: a.modules, main_page: null })],
    );
  }
  // Explicit ids leave the identity sequence behind: move it past them so /api/register gets a fresh id.
  await db.query(`SELECT setval(pg_get_serial_sequence('core.admins', 'id'), (SELECT max(id) FROM core.admins))`);
}

export const emailOf = (id: number): string => `admin${id}@gateway.test`;

/** What a fake upstream saw of the last requests. */
export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeUpstream {
  app: FastifyInstance;
  url: string;
  seen: Seen[];
  /** Bytes the large export has produced so far. */
  produced: { bytes: number };
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/**
 * An upstream built like the real ones (createService: refuses calls without a gateway context)
 * answering every path with 200 {ok:true} and what it learnt from the context, plus a large export
 * generated on the fly and an upload counter.
 */
export async function startFakeUpstream(name: string, db: Db): Promise<FakeUpstream> {
  const app = createService({ name, db, contextSecret: CONTEXT_SECRET });
  const seen: Seen[] = [];
  const produced = { bytes: 0 };
  app.addContentTypeParser(['application/octet-stream', 'multipart/form-data'], (_request, payload, done) => done(null, payload));
  app.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });
  app.get('/api/gateway-test/large-export', async (request, reply) => {
    const total = Number((request.query as { bytes?: string }).bytes ?? 0);
    produced.bytes = 0;
    const body = Readable.from(
      (function* () {
        while (produced.bytes < total) {
          const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, total - produced.bytes));
          produced.bytes += chunk.length;
          yield chunk;
        }
      })(),
    );
    return reply.header('content-type', 'text/csv').header('content-disposition', 'attachment; filename="big.csv"').send(body);
  });
  app.get('/api/gateway-test/slow', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { ms?: string }).ms ?? 1000)));
    return { ok: true };
  });
  // Announces 1,000 bytes, sends 11 and hangs up: an upstream that broke off mid-answer.
  app.get('/api/gateway-test/broken-off', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    reply.raw.write('{"partial":', () => reply.raw.destroy());
  });
  app.post('/api/gateway-test/upload', async (request) => {
    let bytes = 0;
    for await (const chunk of request.body as Readable) bytes += (chunk as Buffer).length;
    return { bytes };
  });
  app.all('/*', async (request) => ({
    ok: true,
    upstream: name,
    path: request.url,
    permission: request.ctx.permission,
    admin_id: request.ctx.adminId,
    original_admin_id: request.ctx.originalAdminId,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, seen, produced };
}

export interface TestGateway {
  app: FastifyInstance;
  db: Db;
  records: AccessRecord[];
  /** The signed checkpoints the gateway made (its stdout copy). */
  checkpoints: Checkpoint[];
  upstreams: Record<'admin' | 'chat' | 'support', FakeUpstream>;
  clock: { now: number };
  close(): Promise<void>;
}

/** A migrated test database with the given admins, three fake upstreams and a gateway in front. */
export async function startTestGateway(opts: {
  kind?: 'pg' | 'pglite';
  admins?: readonly SeedAdmin[];
  /** Seeds the database instead of `admins` (the demo data). */
  seed?: (db: Db) => Promise<void>;
  gateway?: Partial<GatewayOptions>;
}): Promise<TestGateway> {
  const testDb: TestDatabase = await createTestDatabase({
    kind: opts.kind,
    seed: opts.seed ?? ((db) => seedAdmins(db, opts.admins ?? [])),
  });
  const db = testDb.db;
  const upstreams = {
    admin: await startFakeUpstream('admin', db),
    chat: await startFakeUpstream('chat', db),
    support: await startFakeUpstream('support', db),
  };
  const records: AccessRecord[] = [];
  const checkpoints: Checkpoint[] = [];
  const clock = { now: Date.now() };
  const app = buildGateway({
    db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    upstreams: { admin: upstreams.admin.url, chat: upstreams.chat.url, support: upstreams.support.url },
    accessLog: (record) => records.push(record),
    now: () => clock.now,
    calls: [...apiCalls, ...FIXTURE_CALLS],
    // As the demo: tests of closed registration say so.
    registration: true,
    ...opts.gateway,
    audit: { checkpointSink: (c) => checkpoints.push(c), ...opts.gateway?.audit },
  });
  await app.ready();
  return {
    app,
    db,
    records,
    checkpoints,
    upstreams,
    clock,
    async close() {
      await app.close();
      await Promise.all(Object.values(upstreams).map((u) => u.app.close()));
      await testDb.drop();
    },
  };
}

/** Signs in and answers the token. */
export async function signIn(app: FastifyInstance, id: number): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(id), password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in of admin ${id} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
