import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import {
  EVENT_RETENTION,
  InProcessEventBus,
  RedisEventBus,
  appendEvent,
  createEventBus,
  eventsSince,
  pruneEvents,
  type RealtimeEvent,
} from '@bo/server-kit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const audience = { permission: ['chat', 'chat_dashboard'] };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** Resolves with the first `count` events the bus delivers to a new subscriber. */
const collect = (bus: { subscribe(h: (e: RealtimeEvent) => void): () => void }, count: number): Promise<RealtimeEvent[]> =>
  new Promise((resolve) => {
    const got: RealtimeEvent[] = [];
    const stop = bus.subscribe((event) => {
      got.push(event);
      if (got.length === count) {
        stop();
        resolve(got);
      }
    });
  });

describe('in-process bus', () => {
  it('assigns increasing seq from PostgreSQL and delivers to every subscriber', async () => {
    const bus = new InProcessEventBus(database.db);
    const a = collect(bus, 3);
    const b = collect(bus, 3);
    const published = [];
    for (const n of [1, 2, 3]) published.push(await bus.publish({ type: 'message.created', audience, payload: { n } }));
    expect(published.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const seqs = published.map((e) => e.seq);
    expect(seqs[1]).toBeGreaterThan(seqs[0] as number);
    expect(seqs[2]).toBeGreaterThan(seqs[1] as number);
    expect(await a).toEqual(published);
    expect(await b).toEqual(published);
    expect(published[0]).toMatchObject({ type: 'message.created', audience });
    expect(Number.isNaN(Date.parse(published[0]?.at as string))).toBe(false);
    await bus.close();
  });

  it('keeps delivering when one subscriber throws, and stops after unsubscribe', async () => {
    const bus = new InProcessEventBus(database.db, { error: () => undefined });
    const seen: number[] = [];
    bus.subscribe(() => {
      throw new Error('broken screen');
    });
    const stop = bus.subscribe((e) => seen.push(e.seq));
    const first = await bus.publish({ type: 'statistics', audience, payload: {} });
    stop();
    await bus.publish({ type: 'statistics', audience, payload: {} });
    expect(seen).toEqual([first.seq]);
    await bus.close();
    await expect(bus.publish({ type: 'statistics', audience, payload: {} })).rejects.toThrow('event bus is closed');
  });

  it('concurrent publishes get distinct seq, stored in order', async () => {
    const bus = new InProcessEventBus(database.db);
    const events = await Promise.all(Array.from({ length: 20 }, (_, i) => bus.publish({ type: 'queue.count', audience, payload: { i } })));
    expect(new Set(events.map((e) => e.seq)).size).toBe(20);
    const replay = await eventsSince(database.db, Math.min(...events.map((e) => e.seq)) - 1, 100);
    expect(replay.tooOld).toBe(false);
    if (!replay.tooOld) expect(replay.events.map((e) => e.seq)).toEqual(events.map((e) => e.seq).sort((x, y) => x - y));
    await bus.close();
  });
});

describe('eventsSince (replay for reconnecting browsers)', () => {
  it('answers the events after a seq, oldest first, in pages', async () => {
    const first = await appendEvent(database.db, { type: 'macro.saved', audience, payload: { k: 'a' } });
    const second = await appendEvent(database.db, { type: 'macro.saved', audience, payload: { k: 'b' } });
    const third = await appendEvent(database.db, { type: 'macro.saved', audience, payload: { k: 'c' } });
    const all = await eventsSince(database.db, first.seq - 1);
    expect(all).toMatchObject({ tooOld: false, hasMore: false, lastSeq: third.seq });
    if (!all.tooOld) expect(all.events).toEqual([first, second, third]);
    const paged = await eventsSince(database.db, first.seq - 1, 2);
    expect(paged).toMatchObject({ tooOld: false, hasMore: true });
    if (!paged.tooOld) expect(paged.events.map((e) => e.seq)).toEqual([first.seq, second.seq]);
    const upToDate = await eventsSince(database.db, third.seq);
    expect(upToDate).toEqual({ tooOld: false, events: [], hasMore: false, lastSeq: third.seq });
  });

  it("answers 'too old' once the events after the seq were pruned, or for a seq this database never gave", async () => {
    const old = await appendEvent(database.db, { type: 'statistics', audience, payload: {} });
    const kept = await appendEvent(database.db, { type: 'statistics', audience, payload: {} });
    // Keep only the newest event.
    const removed = await pruneEvents(database.db, new Date(), { ...EVENT_RETENTION, maxEvents: 1 });
    expect(removed).toBeGreaterThan(0);
    expect(await eventsSince(database.db, old.seq - 1)).toEqual({ tooOld: true, lastSeq: kept.seq });
    const fromOld = await eventsSince(database.db, old.seq);
    expect(fromOld.tooOld).toBe(false);
    if (!fromOld.tooOld) expect(fromOld.events.map((e) => e.seq)).toEqual([kept.seq]);
    expect(await eventsSince(database.db, kept.seq + 1000)).toEqual({ tooOld: true, lastSeq: kept.seq });
  });

  it('prunes events older than 24 hours', async () => {
    const event = await appendEvent(database.db, { type: 'statistics', audience, payload: {} });
    await database.db.query("UPDATE realtime.events SET at = now() - interval '25 hours' WHERE seq <= $1", [event.seq]);
    const newer = await appendEvent(database.db, { type: 'statistics', audience, payload: {} });
    await pruneEvents(database.db);
    const left = await database.db.query<{ seq: number }>('SELECT seq FROM realtime.events ORDER BY seq');
    expect(left.rows.map((r) => Number(r.seq))).toEqual([newer.seq]);
    expect((await eventsSince(database.db, event.seq - 1)).tooOld).toBe(true);
  });
});

describe('Redis bus (several instances)', () => {
  it('delivers an event published on one instance to the subscribers of every instance, same seq', async () => {
    const channel = `bo:test:${randomUUID()}`;
    const a = await RedisEventBus.connect({ db: database.db, url: REDIS_URL, channel });
    const b = await RedisEventBus.connect({ db: database.db, url: REDIS_URL, channel });
    try {
      const onA = collect(a, 2);
      const onB = collect(b, 2);
      const first = await a.publish({ type: 'message.created', audience, payload: { from: 'a' } });
      const second = await b.publish({
        type: 'conversation.updated',
        audience: { permission: 'chat', adminIds: [26] },
        payload: { from: 'b' },
      });
      expect(second.seq).toBeGreaterThan(first.seq);
      expect(await onA).toEqual([first, second]);
      expect(await onB).toEqual([first, second]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('createEventBus picks Redis when a Redis URL is given, the in-process bus otherwise', async () => {
    const redis = await createEventBus({ db: database.db, redisUrl: REDIS_URL, channel: `bo:test:${randomUUID()}` });
    const local = await createEventBus({ db: database.db, redisUrl: null });
    expect(redis).toBeInstanceOf(RedisEventBus);
    expect(local).toBeInstanceOf(InProcessEventBus);
    await redis.close();
    await local.close();
  });
});
