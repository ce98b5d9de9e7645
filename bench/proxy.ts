/**
 * Proxy benchmark (issue 21): a small authenticated call through the real gateway (token, session,
 * permission, rate limit, signed context, access log with its hash chain and database copy) against a
 * bare @fastify/reply-from proxy to the same tiny upstream, both on loopback in this process. The load
 * comes from a child process (undici, CONNECTIONS at once, for SECONDS per round), so the client does
 * not share the servers' event loop. Rounds alternate bare and gateway; the best round of each counts.
 *
 *   npx tsx bench/proxy.ts [--connections 50] [--seconds 10] [--rounds 2]
 *
 * Needs the test PostgreSQL (127.0.0.1:5432; a throwaway database is created and dropped). Bounded:
 * it gives up after BENCH_LIMIT_MS in total.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { Pool } from 'undici';
import { SIGNED_IN, apiCalls, type ApiCall } from '@bo/contract';
import { createTestDatabase, hashPassword } from '@bo/db';
import { batchedLineWriter, buildGateway, jsonLinesAccessLog, jsonLinesCheckpointLog } from '@bo/gateway';

const BENCH_LIMIT_MS = 300_000;
const SELF = fileURLToPath(import.meta.url);
const PATH = '/api/bench/ping';
const PASSWORD = 'bench-password-not-secret';
const SECRETS = { jwt: 'bench-jwt-secret-0123456789abcdef', context: 'bench-context-secret-0123456789' };
/** The call measured: a signed-in GET with a small JSON answer. */
const PING: ApiCall = { name: 'bench.ping', method: 'GET', path: PATH, upstream: 'admin', permission: SIGNED_IN };

interface Round {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
  /** CPU time of this process (both servers and the tiny upstream; the load runs elsewhere) per answered request, in µs. */
  cpuUs?: number;
}

// ---------------------------------------------------------------- load child process

async function drive(opts: { url: string; headers: Record<string, string>; connections: number; seconds: number }): Promise<Round> {
  const pool = new Pool(opts.url, { connections: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const answer = await pool.request({ method: 'GET', path: PATH, headers: opts.headers });
        await answer.body.text();
        if (answer.statusCode === 200) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) };
}

if (process.argv[2] === '--drive') {
  process.once('message', (opts: Parameters<typeof drive>[0]) => {
    void drive(opts).then((round) => {
      process.send?.(round);
      process.disconnect();
    });
  });
} else {
  await main();
}

function runLoad(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Round> {
  const child = fork(SELF, ['--drive'], { stdio: 'inherit' });
  child.send({ url, headers, connections, seconds });
  // The servers' CPU per request holds up better than rps on a shared machine: other work slows the clock, not the count.
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const round = message as Round;
      const used = process.cpuUsage(cpu);
      resolve({ ...round, cpuUs: (used.user + used.system) / Math.max(1, round.requests + round.errors) });
    });
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load process ended with ${code}`))));
  });
}

// ---------------------------------------------------------------- servers

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** The tiny upstream: a small JSON answer, no work. */
function tinyUpstream(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get(PATH, async () => ({ ok: true, items: [1, 2, 3], name: 'ping' }));
  return app;
}

/** The reference: @fastify/reply-from as its README shows it, nothing else. */
function bareProxy(upstreamUrl: string): FastifyInstance {
  const app = Fastify({ logger: false });
  void app.register(replyFrom, { base: upstreamUrl });
  app.get(PATH, (_request, reply) => reply.from(PATH));
  return app;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const limit = setTimeout(() => {
    console.error(`bench/proxy.ts: gave up after ${BENCH_LIMIT_MS / 1000} s`);
    process.exit(1);
  }, BENCH_LIMIT_MS);
  limit.unref();

  const testDb = await createTestDatabase({
    kind: 'pg',
    seed: async (db) => {
      await db.query(
        `INSERT INTO core.admins (id, name, email, password_hash, role, permissions) OVERRIDING SYSTEM VALUE VALUES (1, 'Bench', 'bench@bench.test', $1, 1, $2)`,
        [await hashPassword(PASSWORD), JSON.stringify({ modules: [], main_page: null })],
      );
    },
  });
  const upstream = tinyUpstream();
  const upstreamUrl = await listen(upstream);
  const bare = bareProxy(upstreamUrl);
  const bareUrl = await listen(bare);
  // The access log as in production (JSON lines, asynchronous), written to /dev/null instead of stdout.
  const devNull = batchedLineWriter('/dev/null');
  const gateway = buildGateway({
    db: testDb.db,
    jwtSecret: SECRETS.jwt,
    contextSecret: SECRETS.context,
    upstreams: { admin: upstreamUrl, chat: upstreamUrl, support: upstreamUrl },
    calls: [...apiCalls, PING],
    accessLog: jsonLinesAccessLog(devNull),
    audit: { checkpointSink: jsonLinesCheckpointLog(devNull) },
    // The per-admin budget would answer 429 past 600 calls a minute: out of the way, its count still kept.
    rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
    logger: false,
  });
  const gatewayUrl = await listen(gateway);
  try {
    const login = await fetch(`${gatewayUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@bench.test', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const signedIn = { authorization: `Bearer ${token}` };

    // Warm both (JIT, connection pools, the session cache) before measuring.
    await runLoad(bareUrl, {}, connections, 2);
    await runLoad(gatewayUrl, signedIn, connections, 2);
    const results: { bare: Round[]; gateway: Round[] } = { bare: [], gateway: [] };
    for (let i = 0; i < rounds; i++) {
      results.bare.push(await runLoad(bareUrl, {}, connections, seconds));
      results.gateway.push(await runLoad(gatewayUrl, signedIn, connections, seconds));
    }
    const rps = (r: Round): number => r.requests / r.seconds;
    const best = (list: Round[]): Round => list.reduce((a, b) => (rps(b) > rps(a) ? b : a));
    const line = (name: string, r: Round): string =>
      `  ${name.padEnd(22)} ${rps(r).toFixed(0).padStart(7)} rps   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   cpu ${(r.cpuUs ?? NaN).toFixed(0).padStart(4)} µs/req   errors ${r.errors}`;
    console.log(`GET ${PATH}, ${connections} connections, ${seconds} s rounds (load average ${loadAverage()})`);
    for (let i = 0; i < rounds; i++) {
      console.log(line(`round ${i + 1}: bare reply-from`, results.bare[i]!));
      console.log(line(`round ${i + 1}: gateway`, results.gateway[i]!));
    }
    const b = best(results.bare);
    const g = best(results.gateway);
    console.log(
      `best: gateway ${rps(g).toFixed(0)} rps vs bare ${rps(b).toFixed(0)} rps = ${(rps(g) / rps(b)).toFixed(2)}x; p99 +${(g.p99 - b.p99).toFixed(1)} ms`,
    );
    const medianCpu = (list: Round[]): number => list.map((r) => r.cpuUs ?? NaN).sort((x, y) => x - y)[Math.floor(list.length / 2)]!;
    console.log(
      `servers' CPU per request (median round; both servers and the upstream share this process): gateway ${medianCpu(results.gateway).toFixed(0)} µs vs bare ${medianCpu(results.bare).toFixed(0)} µs = ${(medianCpu(results.bare) / medianCpu(results.gateway)).toFixed(2)}x; load average at the end ${loadAverage()}`,
    );
  } finally {
    await gateway.close();
    await bare.close();
    await upstream.close();
    devNull.flushSync();
    await testDb.drop();
  }
}

function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
}
