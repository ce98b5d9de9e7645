/**
 * Websocket fan-out benchmark (issue 6): CLIENTS websocket clients spread over two gateway
 * processes sharing one Redis bus. It measures one event's delivery latency to every client (p50,
 * p99 of all deliveries, and the time until the last client had it) and the messages per second of
 * a burst, then the same fan-out through a plain Redis pub/sub loop (as many subscriber connections,
 * the same message text) measured in the same run, and prints them side by side with the ratio.
 *
 *   npx tsx bench/websocket-fanout.ts [--clients 2000] [--events 30] [--burst 100]
 *
 * Needs the test PostgreSQL (127.0.0.1:5432, a throwaway database is created and dropped) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379). Bounded: it gives up after BENCH_LIMIT_MS in total.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { CHAT_EVENT, CHAT_EVENT_PERMISSIONS, REALTIME_BEARER_PROTOCOL } from '@bo/contract';
import { createDb, createTestDatabase, hashPassword, type Db, type TestDatabase } from '@bo/db';
import { buildGateway } from '@bo/gateway';
import { RedisEventBus } from '@bo/server-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BENCH_LIMIT_MS = 240_000;
/** One wait (a connection batch, one event reaching everyone) longer than this fails the run. */
const STEP_LIMIT_MS = 30_000;
const CONNECT_BATCH = 100;
const ADMIN_COUNT = 20;
const PASSWORD = 'bench-password-not-secret';
const SELF = fileURLToPath(import.meta.url);
/** A realistic chat event body: a short message with its conversation. */
const PAYLOAD = {
  message: { uuid: '6f1c2b1e-0000-4000-8000-000000000001', text: 'Hello, how can I help you today?', type: 0, attachments: [] },
  conversation: { uuid: '6f1c2b1e-0000-4000-8000-000000000002', status: 'open', assignee: { id: 1001, name: 'Admin 1001' } },
};

// ---------------------------------------------------------------- gateway child process

async function serveGateway(databaseUrl: string, channel: string): Promise<void> {
  const db = await createDb({ url: databaseUrl, max: 4 });
  const events = await RedisEventBus.connect({ db, url: REDIS_URL, channel });
  const unused = 'http://127.0.0.1:9';
  const app = buildGateway({
    db,
    jwtSecret: process.env.BENCH_JWT_SECRET as string,
    contextSecret: process.env.BENCH_CONTEXT_SECRET as string,
    upstreams: { admin: unused, chat: unused, support: unused },
    events,
    accessLog: () => undefined,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: address && typeof address !== 'string' ? address.port : 0 });
  const stop = async (): Promise<void> => {
    await app.close();
    await events.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
}

// ---------------------------------------------------------------- measuring

interface Fanout {
  /** Every delivery's latency, ms. */
  deliveries: number[];
  /** Per event: until the last client had it, ms. */
  allReached: number[];
  burstMessagesPerSecond: number;
}

/** Counts arrivals of each event id and resolves when every receiver had it. */
class Arrivals {
  private readonly counts = new Map<string, { count: number; startedAt: number; latencies: number[]; done: () => void }>();
  constructor(private readonly receivers: number) {}

  expect(id: string, startedAt: number): Promise<number[]> {
    return withinLimit(
      new Promise((resolve) => {
        const entry = { count: 0, startedAt, latencies: [] as number[], done: () => resolve(entry.latencies) };
        this.counts.set(id, entry);
      }),
      `event ${id} reaching ${this.receivers} receivers`,
    );
  }

  arrived(id: string, at: number): void {
    const entry = this.counts.get(id);
    if (!entry) return;
    entry.latencies.push(at - entry.startedAt);
    entry.count += 1;
    if (entry.count === this.receivers) {
      this.counts.delete(id);
      entry.done();
    }
  }
}

/** Runs the latency rounds then the burst through `publish`, which resolves once the message is on its way. */
async function measure(
  arrivals: Arrivals,
  receivers: number,
  events: number,
  burst: number,
  publish: (id: string) => Promise<void>,
): Promise<Fanout> {
  const deliveries: number[] = [];
  const allReached: number[] = [];
  for (let i = 0; i < events; i++) {
    const id = `round-${i}`;
    const startedAt = performance.now();
    const reached = arrivals.expect(id, startedAt);
    await publish(id);
    const latencies = await reached;
    deliveries.push(...latencies);
    allReached.push(Math.max(...latencies));
  }
  const startedAt = performance.now();
  const reached = Array.from({ length: burst }, (_, i) => arrivals.expect(`burst-${i}`, startedAt));
  for (let i = 0; i < burst; i++) await publish(`burst-${i}`);
  await Promise.all(reached);
  const seconds = (performance.now() - startedAt) / 1000;
  return { deliveries, allReached, burstMessagesPerSecond: (receivers * burst) / seconds };
}

// ---------------------------------------------------------------- the two contenders

async function hubFanout(testDb: TestDatabase, ports: number[], clients: number, events: number, burst: number): Promise<Fanout> {
  const tokens = await signInAll(ports[0] as number);
  const arrivals = new Arrivals(clients);
  const sockets: WebSocket[] = [];
  for (let start = 0; start < clients; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, clients - start) }, (_, i) => {
      const n = start + i;
      return openClient(ports[n % ports.length] as number, tokens[n % tokens.length] as string, arrivals);
    });
    sockets.push(...(await withinLimit(Promise.all(batch), 'connecting websocket clients')));
  }
  const bus = await RedisEventBus.connect({ db: testDb.db, url: REDIS_URL, channel: hubChannel });
  try {
    return await measure(arrivals, clients, events, burst, async (id) => {
      await bus.publish({
        type: CHAT_EVENT.messageCreated,
        audience: { permission: [...CHAT_EVENT_PERMISSIONS] },
        payload: { ...PAYLOAD, id },
      });
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    await bus.close();
  }
}

function openClient(port: number, token: string, arrivals: Arrivals): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, [REALTIME_BEARER_PROTOCOL, token]);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'resume', last_seq: null })));
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as { type: string; event?: { payload: { id: string } } };
      if (message.type === 'resumed') resolve(socket);
      else if (message.type === 'event' && message.event) arrivals.arrived(message.event.payload.id, at);
    });
  });
}

async function redisFanout(subscribers: number, events: number, burst: number): Promise<Fanout> {
  const channel = `bo:bench-plain:${randomBytes(4).toString('hex')}`;
  const arrivals = new Arrivals(subscribers);
  const connections: Redis[] = [];
  for (let start = 0; start < subscribers; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, subscribers - start) }, async () => {
      const redis = new Redis(REDIS_URL);
      redis.on('message', (_channel: string, text: string) => {
        const at = performance.now();
        const message = JSON.parse(text) as { event: { payload: { id: string } } };
        arrivals.arrived(message.event.payload.id, at);
      });
      await redis.subscribe(channel);
      return redis;
    });
    connections.push(...(await withinLimit(Promise.all(batch), 'connecting Redis subscribers')));
  }
  const publisher = new Redis(REDIS_URL);
  let seq = 0;
  try {
    return await measure(arrivals, subscribers, events, burst, async (id) => {
      // The same text a socket receives from the hub.
      const event = { seq: ++seq, type: CHAT_EVENT.messageCreated, payload: { ...PAYLOAD, id }, at: new Date().toISOString() };
      await publisher.publish(channel, JSON.stringify({ type: 'event', event }));
    });
  } finally {
    publisher.disconnect();
    for (const redis of connections) redis.disconnect();
  }
}

// ---------------------------------------------------------------- set-up

const hubChannel = `bo:bench-fanout:${randomBytes(4).toString('hex')}`;

async function seedAdmins(db: Db): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  for (let i = 1; i <= ADMIN_COUNT; i++) {
    const id = 1000 + i;
    await db.query(
      `INSERT INTO core.admins (id, name, email, password_hash, role, permissions) OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, 3, $5)`,
      [id, `Admin ${id}`, `admin${id}@bench.test`, hash, JSON.stringify({ modules: ['chat'], main_page: 'chat' })],
    );
  }
}

async function signInAll(port: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= ADMIN_COUNT; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `admin${1000 + i}@bench.test`, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

function startGateway(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(SELF, ['--serve-gateway', databaseUrl, hubChannel], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return withinLimit(
    new Promise((resolve, reject) => {
      child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
      child.once('exit', (code) => reject(new Error(`gateway process exited with ${code}`)));
    }),
    'starting a gateway',
  );
}

function withinLimit<T>(promise: Promise<T>, what: string, ms = STEP_LIMIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------- report

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

function report(clients: number, events: number, burst: number, hub: Fanout, redis: Fanout): void {
  const rows = [
    ['', 'p50 delivery', 'p99 delivery', 'all reached p50', 'all reached max', 'burst msg/s'],
    ['gateway /ws hub', ...figures(hub)],
    ['plain Redis pub/sub', ...figures(redis)],
    [
      'hub / Redis',
      ratio(percentile(hub.deliveries, 0.5), percentile(redis.deliveries, 0.5)),
      ratio(percentile(hub.deliveries, 0.99), percentile(redis.deliveries, 0.99)),
      ratio(percentile(hub.allReached, 0.5), percentile(redis.allReached, 0.5)),
      ratio(Math.max(...hub.allReached), Math.max(...redis.allReached)),
      ratio(hub.burstMessagesPerSecond, redis.burstMessagesPerSecond),
    ],
  ];
  console.log(
    `\nWebsocket fan-out: ${clients} clients on 2 gateways (Redis bus); ${events} events one at a time, then a burst of ${burst}.`,
  );
  console.log('The hub figures include storing each event (its seq) before the Redis PUBLISH; Redis is PUBLISH alone.\n');
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}x`;
const figures = (f: Fanout): string[] => [
  ms(percentile(f.deliveries, 0.5)),
  ms(percentile(f.deliveries, 0.99)),
  ms(percentile(f.allReached, 0.5)),
  ms(Math.max(...f.allReached)),
  Math.round(f.burstMessagesPerSecond).toLocaleString('en-US'),
];

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '2000' },
      events: { type: 'string', default: '30' },
      burst: { type: 'string', default: '100' },
    },
  });
  const clients = Number(values.clients);
  const events = Number(values.events);
  const burst = Number(values.burst);
  const children: ChildProcess[] = [];
  let testDb: TestDatabase | undefined;
  const giveUp = setTimeout(() => {
    console.error(`websocket-fanout: stopped after ${BENCH_LIMIT_MS / 1000} s`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, BENCH_LIMIT_MS);
  try {
    testDb = await createTestDatabase({ kind: 'pg', seed: seedAdmins });
    if (!testDb.url) throw new Error('the benchmark needs PostgreSQL');
    const env = {
      ...process.env,
      BENCH_JWT_SECRET: randomBytes(32).toString('hex'),
      BENCH_CONTEXT_SECRET: randomBytes(32).toString('hex'),
    };
    const gateways = [await startGateway(testDb.url, env), await startGateway(testDb.url, env)];
    children.push(...gateways.map((g) => g.child));
    console.log(`gateways on ports ${gateways.map((g) => g.port).join(', ')}; connecting ${clients} clients...`);
    const hub = await hubFanout(
      testDb,
      gateways.map((g) => g.port),
      clients,
      events,
      burst,
    );
    console.log(`hub measured; connecting ${clients} Redis subscribers...`);
    const redis = await redisFanout(clients, events, burst);
    report(clients, events, burst, hub, redis);
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')))),
      ),
    );
    await testDb?.drop();
    clearTimeout(giveUp);
  }
}

if (process.argv[2] === '--serve-gateway') {
  serveGateway(process.argv[3] as string, process.argv[4] as string).catch((error: unknown) => {
    console.error(`bench gateway failed: ${(error as Error).message}`);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`websocket-fanout failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
