import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_BEARER_PROTOCOL, ZServerMessage, type ServerMessage } from '@bo/contract';
import type { Db } from '@bo/db';
import { RedisEventBus, type EventBus } from '@bo/server-kit';
import { buildGateway, type AccessRecord, type GatewayOptions } from '../src/index.ts';
import { CONTEXT_SECRET, JWT_SECRET } from './helper.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A channel of its own per test file, so parallel test files never hear each other's events. */
export const testChannel = (): string => `bo:test-realtime:${randomBytes(6).toString('hex')}`;

export const redisBus = (db: Db, channel: string): Promise<RedisEventBus> => RedisEventBus.connect({ db, url: REDIS_URL, channel });

export interface HubInstance {
  app: FastifyInstance;
  /** ws://127.0.0.1:<port>/ws */
  wsUrl: string;
  /** http://127.0.0.1:<port>, the same origin as the hub. */
  origin: string;
  records: AccessRecord[];
}

/** One listening gateway over `db`, its hub fed by `events`. The upstreams are never called here. */
export async function startHubInstance(db: Db, events: EventBus, gateway: Partial<GatewayOptions> = {}): Promise<HubInstance> {
  const records: AccessRecord[] = [];
  const unused = 'http://127.0.0.1:9';
  const app = buildGateway({
    db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    upstreams: { admin: unused, chat: unused, support: unused },
    accessLog: (record) => records.push(record),
    events,
    ...gateway,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, wsUrl: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}`, records };
}

export interface Closed {
  code: number;
  reason: string;
}

/** A websocket client that queues what it receives, so a test reads messages in order with next(). */
export class TestClient {
  private readonly queue: ServerMessage[] = [];
  private readonly waiting: Array<(message: ServerMessage) => void> = [];
  readonly closed: Promise<Closed>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = ZServerMessage.parse(JSON.parse(data.toString()));
      const waiter = this.waiting.shift();
      if (waiter) waiter(message);
      else this.queue.push(message);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens /ws with the token as the SPA sends it (subprotocol) or in the query; rejects with the refusal. */
  static open(url: string, opts: { token?: string; via?: 'protocol' | 'query'; origin?: string; autoPong?: boolean }): Promise<TestClient> {
    const via = opts.via ?? 'protocol';
    const target = opts.token && via === 'query' ? `${url}?token=${encodeURIComponent(opts.token)}` : url;
    const protocols = opts.token && via === 'protocol' ? [REALTIME_BEARER_PROTOCOL, opts.token] : [];
    const ws = new WebSocket(target, protocols, { ...(opts.origin ? { origin: opts.origin } : {}), autoPong: opts.autoPong ?? true });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => reject(new Refused(response.statusCode ?? 0, body)));
      });
      ws.once('error', reject);
    });
  }

  /** Opens and sends resume: answers the client once the hub said `resumed` (or `refetch`). */
  static async resumed(
    url: string,
    token: string,
    lastSeq: number | null = null,
  ): Promise<{ client: TestClient; replayed: ServerMessage[] }> {
    const client = await TestClient.open(url, { token });
    client.send({ type: 'resume', last_seq: lastSeq });
    const replayed: ServerMessage[] = [];
    for (;;) {
      const message = await client.next();
      replayed.push(message);
      if (message.type === 'resumed' || message.type === 'refetch') return { client, replayed };
    }
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(): Promise<ServerMessage> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The next message, which must be an event. */
  async nextEvent(): Promise<{ seq: number; type: string; payload: unknown }> {
    const message = await this.next();
    if (message.type !== 'event') throw new Error(`expected an event, got ${JSON.stringify(message)}`);
    return message.event;
  }

  async close(): Promise<Closed> {
    this.ws.close();
    return this.closed;
  }
}

export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused: ${status} ${body}`);
  }
}

/** The refusal of an upgrade that was expected to fail. */
export async function refusal(opening: Promise<TestClient>): Promise<Refused> {
  try {
    const client = await opening;
    await client.close();
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('the upgrade was accepted');
}
