import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENT, CHAT_EVENT_PERMISSIONS, REALTIME_CLOSE, REALTIME_CLOSE_REASON, type ServerMessage } from '@bo/contract';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { InProcessEventBus, pruneEvents, type EventBus, type RealtimeEvent } from '@bo/server-kit';
import { MESSAGE } from '../src/index.ts';
import { REALTIME_LIMIT } from '../src/realtime/limits.ts';
import { bearer, seedAdmins, signIn } from './helper.ts';
import { redisBus, refusal, startHubInstance, testChannel, TestClient, type HubInstance } from './realtime-harness.ts';

const SUPER = 1;
/** Chat staff. */
const AGENT = 40;
/** Staff without the chat permission (users only). */
const USERS_ONLY = 41;
const ADMINS = [
  { id: SUPER, role: 1 as const, modules: [] },
  { id: AGENT, role: 3 as const, modules: ['chat'] },
  { id: USERS_ONLY, role: 3 as const, modules: ['users'] },
  { id: 42, role: 3 as const, modules: ['chat'] },
  { id: 43, role: 3 as const, modules: ['chat'] },
];
const DEV_ORIGIN = 'http://localhost:5173';

const chatAudience = { permission: [...CHAT_EVENT_PERMISSIONS] };

describe('websocket hub: two gateways on one Redis', () => {
  let testDb: TestDatabase;
  let publisher: EventBus;
  const buses: EventBus[] = [];
  let a: HubInstance;
  let b: HubInstance;
  const tokens = new Map<number, string>();

  /** What chat-api does: store the event, then fan it out over Redis. */
  const publishChat = (type: string, payload: unknown, adminIds?: number[]): Promise<RealtimeEvent> =>
    publisher.publish({ type, audience: { ...chatAudience, ...(adminIds ? { adminIds } : {}) }, payload });

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, ADMINS) });
    const channel = testChannel();
    publisher = await redisBus(testDb.db, channel);
    const busA = await redisBus(testDb.db, channel);
    const busB = await redisBus(testDb.db, channel);
    buses.push(busA, busB);
    a = await startHubInstance(testDb.db, busA, { realtime: { allowedOrigins: [DEV_ORIGIN] } });
    // B re-checks sessions and pings quickly, so the timers act without calling the hub by hand.
    b = await startHubInstance(testDb.db, busB, { realtime: { sessionRecheckMs: 200, heartbeatMs: 200 } });
    for (const admin of ADMINS) tokens.set(admin.id, await signIn(a.app, admin.id));
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await Promise.all([publisher, ...buses].map((bus) => bus?.close()));
    await testDb?.drop();
  });

  const token = (id: number): string => tokens.get(id) as string;

  it('delivers an event published once to a client on each instance, with its seq', async () => {
    const onA = await TestClient.resumed(a.wsUrl, token(AGENT));
    const onB = await TestClient.resumed(b.wsUrl, token(SUPER));
    expect(onA.client.ws.protocol).toBe('bearer');

    const published = await publishChat(CHAT_EVENT.queueCount, { queued_count: 3, chat_queued_count: 2, ticket_queued_count: 1 });
    for (const client of [onA.client, onB.client]) {
      expect(await client.nextEvent()).toEqual({
        seq: published.seq,
        type: CHAT_EVENT.queueCount,
        payload: { queued_count: 3, chat_queued_count: 2, ticket_queued_count: 1 },
        at: published.at,
      });
    }
    await onA.client.close();
    await onB.client.close();
  });

  it('sends nothing to an admin without the chat permission, and honours adminIds', async () => {
    const usersOnly = await TestClient.resumed(a.wsUrl, token(USERS_ONLY));
    const agent = await TestClient.resumed(b.wsUrl, token(AGENT));
    const superAdmin = await TestClient.resumed(a.wsUrl, token(SUPER));

    await publishChat(CHAT_EVENT.macroSaved, { macro: { title: 'Greeting' }, created: true });
    const forAgentOnly = await publishChat(CHAT_EVENT.userQueuesUpdated, { admin_id: AGENT, user_queues: [] }, [AGENT]);
    const forUsers = await publisher.publish({ type: 'users.changed', audience: { permission: 'users' }, payload: { id: 7 } });

    // Events reach each socket in seq order: had the chat ones been sent, they would come first.
    expect((await usersOnly.client.nextEvent()).seq).toBe(forUsers.seq);
    expect((await agent.client.nextEvent()).type).toBe(CHAT_EVENT.macroSaved);
    expect((await agent.client.nextEvent()).seq).toBe(forAgentOnly.seq);
    expect((await superAdmin.client.nextEvent()).type).toBe(CHAT_EVENT.macroSaved);
    expect((await superAdmin.client.nextEvent()).seq).toBe(forUsers.seq);
    for (const client of [usersOnly.client, agent.client, superAdmin.client]) await client.close();
  });

  it('replays exactly the three events missed while disconnected (on the other instance), then goes live', async () => {
    const first = await TestClient.resumed(a.wsUrl, token(AGENT));
    const seen = await publishChat(CHAT_EVENT.macroSaved, { n: 0 });
    expect((await first.client.nextEvent()).seq).toBe(seen.seq);
    await first.client.close();

    const missed = [await publishChat(CHAT_EVENT.macroSaved, { n: 1 }), await publishChat(CHAT_EVENT.macroSaved, { n: 2 })];
    // Not for this admin: stored like the others, never replayed to it.
    await publisher.publish({ type: 'users.changed', audience: { permission: 'users' }, payload: { id: 8 } });
    missed.push(await publishChat(CHAT_EVENT.macroSaved, { n: 3 }));

    const again = await TestClient.resumed(b.wsUrl, token(AGENT), seen.seq);
    expect(again.replayed).toEqual<ServerMessage[]>([
      ...missed.map((event) => ({
        type: 'event' as const,
        event: { seq: event.seq, type: event.type, payload: event.payload, at: event.at },
      })),
      { type: 'resumed', last_seq: (missed[2] as RealtimeEvent).seq },
    ]);

    const live = await publishChat(CHAT_EVENT.macroSaved, { n: 4 });
    expect(await again.client.nextEvent()).toMatchObject({ seq: live.seq, payload: { n: 4 } });
    await again.client.close();
  });

  it('applies changed permissions at the next session re-check', async () => {
    const client = (await TestClient.resumed(a.wsUrl, token(USERS_ONLY))).client;
    // A module change that leaves the session valid (access_version unchanged).
    await testDb.db.query(`UPDATE core.admins SET permissions = '{"modules": ["users", "chat"], "main_page": null}' WHERE id = $1`, [
      USERS_ONLY,
    ]);
    await a.app.realtimeHub.recheckSessions();
    const published = await publishChat(CHAT_EVENT.macroSaved, { n: 5 });
    expect((await client.nextEvent()).seq).toBe(published.seq);
    await client.close();
  });

  it("closes a revoked token's socket with 4401", async () => {
    const own = await signIn(a.app, 42);
    const client = (await TestClient.resumed(b.wsUrl, own)).client;
    const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(own) });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await client.closed).toEqual({ code: REALTIME_CLOSE.sessionEnded, reason: REALTIME_CLOSE_REASON.sessionEnded });
    // And the token opens no new socket.
    const refused = await refusal(TestClient.open(b.wsUrl, { token: own }));
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ errors: MESSAGE.unauthenticated });
  });

  it('cuts off a client that stops answering pings, and keeps one that answers', async () => {
    const deaf = await TestClient.open(b.wsUrl, { token: token(AGENT), autoPong: false });
    const listening = await TestClient.open(b.wsUrl, { token: token(AGENT) });
    // No close frame: the socket is terminated (1006 on the client's side).
    expect((await deaf.closed).code).toBe(1006);
    listening.send({ type: 'resume', last_seq: null });
    expect((await listening.next()).type).toBe('resumed');
    await listening.close();
  });

  it('closes the socket of an oversize client message (1009) and of an unknown one (1008)', async () => {
    const big = await TestClient.open(a.wsUrl, { token: token(AGENT) });
    big.send({ type: 'resume', last_seq: null, padding: 'x'.repeat(REALTIME_LIMIT.clientMessageBytes) });
    expect((await big.closed).code).toBe(REALTIME_CLOSE.messageTooBig);

    const odd = await TestClient.open(a.wsUrl, { token: token(AGENT) });
    odd.send({ type: 'subscribe', channel: 'everything' });
    expect(await odd.closed).toEqual({ code: REALTIME_CLOSE.invalidMessage, reason: REALTIME_CLOSE_REASON.invalidMessage });
  });

  it('refuses a bad origin and a missing token before the upgrade; accepts its own origin, allowed ones and ?token=', async () => {
    const evil = await refusal(TestClient.open(a.wsUrl, { token: token(AGENT), origin: 'https://evil.example' }));
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toEqual({ errors: MESSAGE.originNotAllowed('https://evil.example') });

    const anonymous = await refusal(TestClient.open(a.wsUrl, { origin: a.origin }));
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ errors: MESSAGE.unauthenticated });

    for (const origin of [a.origin, DEV_ORIGIN]) await (await TestClient.open(a.wsUrl, { token: token(AGENT), origin })).close();
    // B allows no other origin.
    expect((await refusal(TestClient.open(b.wsUrl, { token: token(AGENT), origin: DEV_ORIGIN }))).status).toBe(403);
    await (await TestClient.open(a.wsUrl, { token: token(AGENT), via: 'query' })).close();
  });

  it('writes one access record per socket, when it closes, without the token', async () => {
    const before = a.records.length;
    const client = await TestClient.open(a.wsUrl, { token: token(43), via: 'query' });
    await client.close();
    await expect.poll(() => a.records.slice(before).find((r) => r.path === '/ws' && r.admin_id === 43)).toBeTruthy();
    const record = a.records.slice(before).find((r) => r.path === '/ws' && r.admin_id === 43);
    expect(record).toMatchObject({ method: 'GET', status: 101, decision: 'allow', reason: 'signed-in' });
    expect(JSON.stringify(record)).not.toContain(token(43));
  });

  it('says refetch when the gap is older than what realtime.events keeps', async () => {
    await publishChat(CHAT_EVENT.macroSaved, { n: 6 });
    const kept = await publishChat(CHAT_EVENT.macroSaved, { n: 7 });
    await pruneEvents(testDb.db, new Date(), { maxAgeMs: 24 * 60 * 60 * 1000, maxEvents: 1 });
    const { client, replayed } = await TestClient.resumed(a.wsUrl, token(AGENT), 1);
    expect(replayed).toEqual([{ type: 'refetch', last_seq: kept.seq }]);
    const live = await publishChat(CHAT_EVENT.macroSaved, { n: 8 });
    expect((await client.nextEvent()).seq).toBe(live.seq);
    await client.close();
  });
});

describe('websocket hub: one gateway with the in-process bus', () => {
  let testDb: TestDatabase;
  let bus: InProcessEventBus;
  let hub: HubInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, ADMINS) });
    bus = new InProcessEventBus(testDb.db);
    hub = await startHubInstance(testDb.db, bus);
  });

  afterAll(async () => {
    await bus?.close();
    await testDb?.drop();
  });

  it('delivers, then on shutdown sends the reconnect hint and closes with 1012', async () => {
    const token = await signIn(hub.app, AGENT);
    const { client } = await TestClient.resumed(hub.wsUrl, token);
    const published = await bus.publish({ type: CHAT_EVENT.macroSaved, audience: chatAudience, payload: { n: 1 } });
    expect((await client.nextEvent()).seq).toBe(published.seq);

    const closing = hub.app.close();
    const restart = await client.next();
    expect(restart.type).toBe('restart');
    const { min, max } = REALTIME_LIMIT.reconnectSpreadMs;
    expect(restart.type === 'restart' && restart.reconnect_after_ms >= min && restart.reconnect_after_ms <= max).toBe(true);
    expect(await client.closed).toEqual({ code: REALTIME_CLOSE.restarting, reason: REALTIME_CLOSE_REASON.restarting });
    await closing;
  });
});
