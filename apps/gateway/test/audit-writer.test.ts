import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Db, type Queryable, type TestDatabase } from '@bo/db';
import { InProcessEventBus } from '@bo/server-kit';
import type { ChainedRecord } from '../src/audit/chain.ts';
import type { Checkpoint } from '../src/audit/checkpoint.ts';
import { AccessLogStore } from '../src/audit/db-writer.ts';
import { readLogTable } from '../src/audit/read-log.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { buildGateway, type AccessRecord } from '../src/index.ts';
import { CONTEXT_SECRET, JWT_SECRET, seedAdmins, signIn } from './helper.ts';
import { TestClient } from './realtime-harness.ts';
import { chainOf } from './audit-fixtures.ts';

const KEY = 'audit-writer-test-chain-key-0123456789abcdef';
const unused = 'http://127.0.0.1:9';

/** One gateway over `db` with its stdout copy (records and checkpoints) captured. */
function gateway(db: Db, instanceId: string, extra: { records: AccessRecord[]; checkpoints: Checkpoint[] }): FastifyInstance {
  return buildGateway({
    db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    upstreams: { admin: unused, chat: unused, support: unused },
    accessLog: (record) => extra.records.push(record),
    events: new InProcessEventBus(db),
    audit: { instanceId, chainKey: KEY, flushIntervalMs: 20, checkpointSink: (c) => extra.checkpoints.push(c) },
  });
}

/** The stdout copy of one instance, as the verifier reads a file. */
const stdoutCopy = (records: AccessRecord[], instance: string) => records.filter((r) => (r as ChainedRecord).instance === instance);

describe('the access log database copy: every record complete, none blocking another', () => {
  let testDb: TestDatabase;
  const out = { records: [] as AccessRecord[], checkpoints: [] as Checkpoint[] };
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, [{ id: 1, role: 1, modules: [] }]) });
    app = gateway(testDb.db, 'gw-writer', out);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('writes a websocket record with the client address and user agent taken at the upgrade', async () => {
    const token = await signIn(app, 1);
    const address = app.server.address() as { port: number };
    const client = await TestClient.open(`ws://127.0.0.1:${address.port}/ws`, { token, origin: `http://127.0.0.1:${address.port}` });
    await client.close();
    await expect.poll(() => out.records.find((r) => r.path === '/ws')).toBeTruthy();
    await app.accessLogStore!.flush();
    const { rows } = await testDb.db.query<{ client: string; user_agent: string | null; status: number }>(
      `SELECT client, user_agent, status FROM gateway.access_log WHERE instance = 'gw-writer' AND path = '/ws'`,
    );
    expect(rows).toEqual([{ client: '127.0.0.1', user_agent: null, status: 101 }]);
  });

  it('keeps a lone surrogate, a NUL, a 1 MB header and a refused record, and the records after them land', async () => {
    // A record the database refuses whatever its text (as a constraint added by an operator would).
    await testDb.db.query(`ALTER TABLE gateway.access_log ADD CONSTRAINT test_refuses CHECK (path <> '/refuse-me')`);
    const login = (email: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-password-1' } });
    // The text rule refuses both with 400 (issue 14); their records land like any other.
    expect((await login('probe\ud800@example.test')).statusCode).toBe(400);
    expect((await login('nul\u0000@example.test')).statusCode).toBe(400);
    // What any path may bring into a record (a parser-refused request, a future event), written as every record is.
    const odd = { ...stdoutCopy(out.records, 'gw-writer')[0]!, request_id: 'odd', path: '/odd\u0000\ud800', user_agent: 'ua\udc00' };
    app.writeAccessRecord(odd);
    await app.inject({ method: 'GET', url: '/health', headers: { 'user-agent': 'x'.repeat(1_048_576) } });
    await app.inject({ method: 'GET', url: '/refuse-me' });
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: `/health?after=${i}` });
    await app.accessLogStore!.flush();

    const copy = await readLogTable(testDb.db);
    const mine = copy.records.filter((r) => (r as ChainedRecord).instance === 'gw-writer');
    expect(mine).toEqual(stdoutCopy(out.records, 'gw-writer'));
    expect(verifyChain(mine, { key: KEY }).broken).toBeNull();
    expect(mine.find((r) => (r as ChainedRecord).request_id === 'odd')).toMatchObject({
      path: '/odd\\u0000\\ud800',
      user_agent: 'ua\\udc00',
    });
    expect(mine.filter((r) => (r as ChainedRecord).path === '/api/login').map((r) => (r as ChainedRecord).status)).toEqual([200, 400, 400]);
    const long = mine.find((r) => (r as ChainedRecord).path === '/health' && (r as ChainedRecord).user_agent?.startsWith('xxx'));
    expect((long as ChainedRecord).user_agent).toHaveLength(2049);
    const { rows } = await testDb.db.query<{ stored_as: string; path: string }>(
      `SELECT stored_as, path FROM gateway.access_log WHERE instance = 'gw-writer' AND stored_as = 'text'`,
    );
    expect(rows).toEqual([{ stored_as: 'text', path: '' }]);
    expect(app.accessLogStore!.stats()).toMatchObject({ storedAsText: 1, refused: 0, dropped: 0, pending: 0 });
    await testDb.db.query(`ALTER TABLE gateway.access_log DROP CONSTRAINT test_refuses`);
  });
});

describe('a restarted gateway carries its chain on by number (seq past 1,000)', () => {
  it('resumes after seq 1,001 and the database copy holds every new record', async () => {
    const testDb = await createTestDatabase({ kind: 'pg' });
    try {
      const out = { records: [] as AccessRecord[], checkpoints: [] as Checkpoint[] };
      const first = gateway(testDb.db, 'gw-restart', out);
      await first.ready();
      for (let i = 0; i < 1_001; i += 1) await first.inject({ method: 'GET', url: '/health' });
      await first.close();
      const second = gateway(testDb.db, 'gw-restart', out);
      await second.ready();
      for (let i = 0; i < 5; i += 1) await second.inject({ method: 'GET', url: '/health' });
      await second.close();
      expect((out.records.at(-1) as ChainedRecord).seq).toBe(1_006);
      const copy = await readLogTable(testDb.db);
      expect(copy.records).toHaveLength(1_006);
      expect(verifyChain(copy.records, { key: KEY, checkpoints: copy.checkpoints }).broken).toBeNull();
      expect(copy.checkpoints.map((c) => (c as Checkpoint).seq)).toEqual([1_000, 1_001, 1_006]);
    } finally {
      await testDb.drop();
    }
  });
});

/** A database that can be made unreachable: every query fails as a refused connection would. */
class Switchable implements Queryable {
  down = false;
  calls = 0;
  constructor(private readonly db: Db) {}
  private refuse(): never {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }
  async query<T>(sql: string, params?: readonly unknown[]) {
    this.calls += 1;
    if (this.down) this.refuse();
    return this.db.query<T>(sql, params);
  }
  async exec(sql: string) {
    if (this.down) this.refuse();
    return this.db.exec(sql);
  }
}

describe('while the database is unreachable', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg' });
  });
  afterAll(async () => testDb.drop());

  const records = (instance: string, count: number): ChainedRecord[] => chainOf(count, KEY, instance);

  it('backs off, logs once when it starts and once when it ends, bounds the queue and counts drops', async () => {
    const db = new Switchable(testDb.db);
    const logged: string[] = [];
    const log = { error: (_: object, msg: string) => logged.push(msg), warn: (_: object, msg: string) => logged.push(msg) };
    const store = new AccessLogStore(db, { flushIntervalMs: 10, retryMinMs: 20, retryMaxMs: 160, maxPending: 50, log });
    db.down = true;
    const all = records('gw-down', 80);
    for (const r of all.slice(0, 60)) store.add(r);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Every 10 ms would be ~70 tries; backing off to 160 ms makes it a handful.
    expect(db.calls).toBeLessThan(15);
    expect(store.stats()).toMatchObject({ pending: 50, dropped: 10, failing: true, written: 0 });
    expect(logged).toEqual(['access log: the database copy cannot be written; retrying with backoff (records stay on stdout)']);
    db.down = false;
    await expect.poll(() => store.stats().pending, { timeout: 5_000 }).toBe(0);
    for (const r of all.slice(60)) store.add(r);
    await expect.poll(() => store.stats().pending, { timeout: 5_000 }).toBe(0);
    expect(store.stats()).toMatchObject({ written: 70, dropped: 10, failing: false });
    expect(logged).toHaveLength(2);
    expect(logged[1]).toBe('access log: the database copy is being written again');
    await store.close();
  });

  it('stops within its deadline with the database still down, saying how many records were left', async () => {
    const db = new Switchable(testDb.db);
    const logged: string[] = [];
    const log = { error: (_: object, msg: string) => logged.push(msg), warn: (_: object, msg: string) => logged.push(msg) };
    const store = new AccessLogStore(db, { flushIntervalMs: 10, closeDeadlineMs: 300, log });
    db.down = true;
    for (const r of records('gw-stop', 5)) store.add(r);
    const started = Date.now();
    await store.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logged.at(-1)).toBe('access log: stopping with records not written to the database copy (they are on stdout)');
  });

  it('counts and logs a sequence conflict instead of ignoring it', async () => {
    const logged: string[] = [];
    const log = { error: (_: object, msg: string) => logged.push(msg), warn: (_: object, msg: string) => logged.push(msg) };
    const store = new AccessLogStore(testDb.db, { log });
    const same = records('gw-twice', 3);
    for (const r of same) store.add(r);
    await store.flush();
    for (const r of records('gw-twice', 3)) store.add(r);
    await store.flush();
    expect(store.stats()).toMatchObject({ written: 3, conflicts: 3, refused: 3 });
    expect(logged[0]).toMatch(/^access log: sequence conflict/);
    await store.close();
  });
});
