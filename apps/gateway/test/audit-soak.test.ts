import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, createTestDatabase, TEST_PG_ADMIN_URL, type TestDatabase } from '@bo/db';
import { InProcessEventBus } from '@bo/server-kit';
import type { ChainedRecord } from '../src/audit/chain.ts';
import type { Checkpoint } from '../src/audit/checkpoint.ts';
import { readLogTable } from '../src/audit/read-log.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { buildGateway, type AccessRecord } from '../src/index.ts';
import { CONTEXT_SECRET, JWT_SECRET, seedAdmins, signIn } from './helper.ts';
import { TestClient } from './realtime-harness.ts';

const KEY = 'audit-soak-test-chain-key-0123456789abcdef';
const INSTANCE = 'gw-soak';
const REQUESTS = 3_000;
const SOCKETS = 300;
const unused = 'http://127.0.0.1:9';

/** Runs `count` tasks, `width` at a time. */
async function pooled(count: number, width: number, task: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++).catch(() => undefined);
    }),
  );
}

/**
 * The soak of issue 13 on the real PostgreSQL: a few thousand requests and a few hundred websocket
 * sessions, every database connection terminated in the middle, then recovery. The database copy
 * equals the stdout copy, both verify against the checkpoints, a copy cut short fails, and the
 * application log stays small (the errors are logged once per change of state, never the records).
 */
describe('access log soak: load, terminated connections, recovery', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const records: AccessRecord[] = [];
  const checkpoints: Checkpoint[] = [];
  let logBytes = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, [{ id: 1, role: 1, modules: [] }]) });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logBytes += chunk.length;
        logLines.push(chunk.toString());
        done();
      },
    });
    app = buildGateway({
      db: testDb.db,
      jwtSecret: JWT_SECRET,
      contextSecret: CONTEXT_SECRET,
      upstreams: { admin: unused, chat: unused, support: unused },
      events: new InProcessEventBus(testDb.db),
      logger: pino({ level: 'info' }, logStream),
      accessLog: (record) => records.push(record),
      audit: {
        instanceId: INSTANCE,
        chainKey: KEY,
        retryMinMs: 50,
        retryMaxMs: 500,
        checkpoints: { everyRecords: 500 },
        checkpointSink: (c) => checkpoints.push(c),
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('keeps the database copy equal to the stdout copy through it all, verifiable, with a small log', async () => {
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(app, 1);
    const paths = ['/health', '/api/me', '/api/no-such-call', '/ready'];
    const request = (i: number) =>
      fetch(`${base}${paths[i % paths.length]}?i=${i}`, { headers: i % 2 ? { authorization: `Bearer ${token}` } : {} }).then((r) =>
        r.arrayBuffer(),
      );
    const socket = async () => {
      const client = await TestClient.open(`ws://127.0.0.1:${port}/ws`, { token, origin: base });
      await client.close();
    };

    const admin = await createDb({ url: TEST_PG_ADMIN_URL });
    const dbName = new URL(testDb.url!).pathname.slice(1);
    const terminate = async () => {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [dbName],
      );
      return rows[0]?.n ?? 0;
    };
    try {
      await Promise.all([pooled(REQUESTS / 2, 16, request), pooled(SOCKETS / 2, 8, socket)]);
      expect(await terminate()).toBeGreaterThan(0);
      await Promise.all([pooled(REQUESTS / 2, 16, (i) => request(i + REQUESTS / 2)), pooled(SOCKETS / 2, 8, socket)]);
      await terminate();
      for (let i = 0; i < 20; i += 1) await request(i);
    } finally {
      await admin.close();
    }

    // Recovery: everything queued reaches the database.
    await expect.poll(() => app.accessLogStore!.stats().pending, { timeout: 30_000, interval: 100 }).toBe(0);
    await app.accessLogStore!.flush();
    expect(records.length).toBeGreaterThanOrEqual(REQUESTS + SOCKETS);
    expect(records.filter((r) => r.path === '/ws' && r.client === '127.0.0.1')).toHaveLength(SOCKETS);

    const copy = await readLogTable(testDb.db);
    expect(copy.records).toHaveLength(records.length);
    expect(copy.records).toEqual(records);
    expect(verifyChain(copy.records, { key: KEY, checkpoints: copy.checkpoints })).toMatchObject({ broken: null });
    expect(verifyChain(records, { key: KEY, checkpoints })).toMatchObject({ broken: null });
    expect(app.accessLogStore!.stats()).toMatchObject({ dropped: 0, refused: 0, pending: 0 });

    // A copy whose newest records are cut off fails against the last checkpoint.
    const lastSigned = Math.max(...checkpoints.map((c) => c.seq));
    const cut = records.filter((r) => (r as ChainedRecord).seq < lastSigned);
    expect(verifyChain(cut, { key: KEY, checkpoints }).broken?.reason).toMatch(/its newest records were cut off/);

    // The application log: a few lines about the outage, never the records (they are ~400 bytes each).
    expect(logBytes).toBeLessThan(200_000);
    expect(logLines.join('')).not.toContain('"request_id"');
  }, 180_000);
});
