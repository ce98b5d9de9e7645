import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Db, type TestDatabase } from '@bo/db';
import type { EventBus } from '@bo/server-kit';
import { SessionCache } from '../src/accounts/session-cache.ts';
import type { LoadedSession } from '../src/accounts/sessions.ts';
import { LIMIT } from '../src/limits.ts';
import { bearer, seedAdmins, signIn, startFakeUpstream, type FakeUpstream } from './helper.ts';
import { redisBus, startHubInstance, testChannel, type HubInstance } from './realtime-harness.ts';

const SUPER = 1;
const ADMINS = [
  { id: SUPER, role: 1 as const, modules: [] },
  { id: 50, role: 3 as const, modules: ['users'] },
  { id: 51, role: 3 as const, modules: ['users'] },
  { id: 52, role: 3 as const, modules: ['users'] },
  { id: 53, role: 3 as const, modules: ['users'] },
  { id: 54, role: 3 as const, modules: ['users'] },
];

/** Counts the statements the gateways send, by a piece of their text. */
function countStatements(db: Db): { count(fragment: string): number; reset(): void } {
  const seen: string[] = [];
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    seen.push(sql);
    return query(sql, params);
  }) as Db['query'];
  return {
    count: (fragment) => seen.filter((sql) => sql.includes(fragment)).length,
    reset: () => void seen.splice(0),
  };
}

const SESSION_READ = 'FROM gateway.sessions s';
const LAST_SEEN_WRITE = 'SET last_seen_at';

/** Within a second, far below the cache's minute in these tests: only the bus can have refused it. */
async function refusedSoon(gateway: HubInstance, token: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    if (res.statusCode === 401) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('session cache: two gateways on one Redis', () => {
  let testDb: TestDatabase;
  let upstream: FakeUpstream;
  const buses: EventBus[] = [];
  let a: HubInstance;
  let b: HubInstance;
  let statements: ReturnType<typeof countStatements>;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, ADMINS) });
    upstream = await startFakeUpstream('admin', testDb.db);
    const channel = testChannel();
    const busA = await redisBus(testDb.db, channel);
    const busB = await redisBus(testDb.db, channel);
    buses.push(busA, busB);
    // A minute of cache: a refusal within the second can only come from the announcement.
    const gateway = {
      sessionCache: { ttlMs: 60_000 },
      now: () => clock.now,
      upstreams: { admin: upstream.url, chat: upstream.url, support: upstream.url },
    };
    a = await startHubInstance(testDb.db, busA, gateway);
    b = await startHubInstance(testDb.db, busB, gateway);
    statements = countStatements(testDb.db);
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await upstream?.app.close();
    await Promise.all(buses.map((bus) => bus.close()));
    await testDb?.drop();
  });

  const me = (gateway: HubInstance, token: string) => gateway.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  it('reads a session once, then answers calls within the cache time without the database', async () => {
    const token = await signIn(a.app, 50);
    statements.reset();
    expect((await me(b, token)).statusCode).toBe(200);
    expect(statements.count(SESSION_READ)).toBe(1);
    for (let i = 0; i < 5; i++) expect((await me(b, token)).statusCode).toBe(200);
    expect(statements.count(SESSION_READ)).toBe(1);
    // Signed in just now: no last-seen write either.
    expect(statements.count(LAST_SEEN_WRITE)).toBe(0);
  });

  it('writes last seen at most once a minute per session, and idle still ends the session', async () => {
    const token = await signIn(a.app, 51);
    expect((await me(b, token)).statusCode).toBe(200);
    statements.reset();
    clock.now += LIMIT.sessionTouchEveryMs;
    for (let i = 0; i < 5; i++) expect((await me(b, token)).statusCode).toBe(200);
    expect(statements.count(LAST_SEEN_WRITE)).toBe(1);
    clock.now += LIMIT.sessionIdleMs + 1000;
    expect((await me(b, token)).statusCode).toBe(401);
    expect(b.records.at(-1)).toMatchObject({ decision: 'deny', reason: 'session-idle', admin_id: 51 });
  });

  it('refuses at once on B a token signed out on A, although B had it cached', async () => {
    const token = await signIn(a.app, 52);
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBeLessThan(300);
    // The instance that signed it out forgets it synchronously.
    expect((await me(a, token)).statusCode).toBe(401);
    expect(await refusedSoon(b, token)).toBe(true);
    expect(b.records.at(-1)).toMatchObject({ reason: 'session-revoked', admin_id: 52 });
  });

  it("refuses at once on B a token whose admin's access was changed through A", async () => {
    const token = await signIn(a.app, 53);
    const superToken = await signIn(a.app, SUPER);
    expect((await me(b, token)).statusCode).toBe(200);
    // What admin-api does on this call: the row's access_version goes up.
    await testDb.db.query('UPDATE core.admins SET access_version = access_version + 1 WHERE id = 53');
    const change = await a.app.inject({
      method: 'PUT',
      url: '/api/admins/53/permission-group',
      headers: bearer(superToken),
      payload: { group_id: 1 },
    });
    expect(change.statusCode).toBe(200);
    expect(await refusedSoon(b, token)).toBe(true);
    expect(b.records.at(-1)).toMatchObject({ reason: 'access-changed', admin_id: 53 });
  });

  it('refuses at once on B the token a switch of account replaced on A', async () => {
    const superToken = await signIn(a.app, SUPER);
    expect((await me(b, superToken)).statusCode).toBe(200);
    const switched = await a.app.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: bearer(superToken),
      payload: { admin_id: 54 },
    });
    expect(switched.statusCode).toBe(200);
    expect(await refusedSoon(b, superToken)).toBe(true);
    expect((await me(b, (switched.json() as { token: string }).token)).json()).toMatchObject({ id: 54 });
  });
});

describe('session cache (unit)', () => {
  const session = (id: string): LoadedSession => ({ id }) as LoadedSession;

  it('keeps the most recently used sessions up to its size, each for its time', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 2 });
    cache.put(session('a'), { generation: cache.generation(), now: 0 });
    cache.put(session('b'), { generation: cache.generation(), now: 0 });
    expect(cache.get('a', 10)?.id).toBe('a');
    cache.put(session('c'), { generation: cache.generation(), now: 10 });
    expect([cache.get('a', 20)?.id, cache.get('b', 20)?.id, cache.get('c', 20)?.id]).toEqual(['a', undefined, 'c']);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('does not keep a session read before a drop (an ending announced while its row was being read)', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10 });
    const generation = cache.generation();
    cache.drop('a');
    cache.put(session('a'), { generation, now: 0 });
    expect(cache.get('a', 1)).toBeUndefined();
    cache.clear();
    cache.put(session('a'), { generation: cache.generation(), now: 0 });
    expect(cache.get('a', 1)?.id).toBe('a');
  });

  it('shares one database read among calls that miss a session at once, but not across a drop', async () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10 });
    const reads: ((value: LoadedSession | null) => void)[] = [];
    const read = (): Promise<LoadedSession | null> => new Promise((resolve) => reads.push(resolve));
    const first = cache.load('a', 0, read);
    const second = cache.load('a', 0, read);
    expect(reads).toHaveLength(1);
    // Ended while the row was being read: a call after the ending reads again, and only its answer is kept.
    cache.drop('a');
    const afterDrop = cache.load('a', 0, read);
    expect(reads).toHaveLength(2);
    reads[0]!({ ...session('a'), revoked: false });
    reads[1]!({ ...session('a'), revoked: true });
    expect((await first)?.revoked).toBe(false);
    expect(await second).toBe(await first);
    expect((await afterDrop)?.revoked).toBe(true);
    expect(cache.get('a', 1)?.revoked).toBe(true);
    // A session not found is not kept, and the next miss reads again.
    const missing = cache.load('b', 0, read);
    reads[2]!(null);
    expect(await missing).toBeNull();
    void cache.load('b', 0, read);
    expect(reads).toHaveLength(4);
  });
});
