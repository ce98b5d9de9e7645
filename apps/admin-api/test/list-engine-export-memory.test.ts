import { get } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoClicks } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, seedTableScreens, type ListEngineApi } from './list-engine-helper.ts';

/** Rows added on top of the demo: a large table the export must stream, not hold. */
const EXTRA_CLICKS = 300_000;
const MB = 1024 * 1024;

/**
 * A garbage collection on demand, so the figures measure what the export keeps, not garbage the
 * collector has not reached yet.
 */
v8.setFlagsFromString('--expose_gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const retained = () => {
  collectGarbage();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
};

let api: ListEngineApi;
let base: string;

beforeAll(async () => {
  api = await buildListEngineApi(async (db) => {
    await seedTableScreens(db);
    await insertDemoClicks(db, { firstId: 1_000_001, count: EXTRA_CLICKS, userCount: 400, surveyCount: 250, now: DEMO_NOW });
  });
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => api?.close());

/** Sessions of this database still serving the export: inside a transaction, or running COPY (PostgreSQL) or DECLARE / FETCH (the cursor path). */
const cursorSessions = async () =>
  (
    await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND (state LIKE 'idle in transaction%' OR (state = 'active' AND query ~ '^(FETCH|DECLARE|COPY)'))`,
    )
  ).rows[0]!.n;

describe('export of a large table', () => {
  it('streams 300k+ rows through a cursor with the process memory staying flat', async () => {
    const total = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.clicks')).rows[0]!.n;
    expect(total).toBeGreaterThan(EXTRA_CLICKS);
    const before = retained();
    let peak = before;

    const res = await fetch(`${base}/api/clicks/export`, { headers: api.headers() });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
      if (++chunks % 100 === 0) {
        const now = retained();
        peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heap) };
      }
    }
    const after = retained();

    // Header plus one line per row (user agents and names hold no line breaks).
    expect(lines).toBe(total + 1);
    expect(bytes).toBeGreaterThan(50 * MB);
    // The file is more than 50 MB, and several times that as JS rows and strings. Streamed, the JS
    // heap keeps a few batches at most and the process barely grows. Loose bounds: allocator and
    // GC timing vary between machines.
    const MBs = (n: number) => Math.round(n / MB);
    expect(MBs(peak.heap - before.heap), 'JS heap growth (MB)').toBeLessThan(32);
    expect(MBs(after.rss - before.rss), 'RSS growth after the export (MB)').toBeLessThan(100);
    expect(MBs(peak.rss - before.rss), 'peak RSS growth (MB)').toBeLessThan(120);
    // The cursor's connection went back to the pool: a query right after works.
    expect((await api.db.query<{ ok: number }>('SELECT 1 AS ok')).rows[0]!.ok).toBe(1);
  }, 180_000);

  it('closes the cursor when the client stops reading half-way', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = get(`${base}/api/clicks/export`, { headers: api.headers() }, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error)));
    });
    // While the download runs a session serves the export; once the server notices the closed
    // socket it cancels the COPY (or stops pulling a cursor's batches) and ends the transaction.
    let open = await cursorSessions();
    for (let i = 0; i < 200 && open > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      open = await cursorSessions();
    }
    expect(open).toBe(0);
    const sessions = await api.db.query<{ state: string }>(
      `SELECT state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(sessions.rows.every((r) => r.state === 'idle')).toBe(true);
  }, 60_000);
});
