import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENT, CHAT_EVENT_PERMISSIONS } from '@bo/contract';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { InProcessEventBus } from '@bo/server-kit';
import { MESSAGE } from '../src/index.ts';
import { emailOf, PASSWORD, seedAdmins } from './helper.ts';
import { refusal, startHubInstance, TestClient, type HubInstance } from './realtime-harness.ts';

const ADMINS = [40, 41, 42, 43, 44].map((id) => ({ id, role: 3 as const, modules: ['chat'] }));

/** Issue 14, item 5: open sockets capped per person and per address, upgrades rate-limited, replays bounded. */
describe('websocket hub limits', () => {
  let testDb: TestDatabase;
  let bus: InProcessEventBus;
  let hub: HubInstance;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, ADMINS) });
    bus = new InProcessEventBus(testDb.db);
    hub = await startHubInstance(testDb.db, bus, {
      realtime: { socketsPerAdmin: 2, socketsPerAddress: 3, replayMaxEvents: 3 },
      rateLimit: { max: 4, windowMs: 60_000 },
    });
    // Signed in from addresses of their own, so the sign-ins do not spend the sockets' address budget.
    for (const { id } of ADMINS) {
      const res = await hub.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: emailOf(id), password: PASSWORD },
        remoteAddress: `10.5.0.${id}`,
      });
      tokens.set(id, (res.json() as { token: string }).token);
    }
  });
  afterAll(async () => {
    await hub?.app.close();
    await bus?.close();
    await testDb?.drop();
  });

  const open = (id: number) => TestClient.open(hub.wsUrl, { token: tokens.get(id)! });
  const closeAll = (clients: TestClient[]) => Promise.all(clients.map((c) => c.close()));
  /** The server lets go of a slot when it sees the TCP close: wait for it rather than guess a delay. */
  const openOnceFreed = async (id: number): Promise<TestClient> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await open(id);
      } catch (error) {
        if (attempt >= 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };

  it('refuses a third socket of one admin with 429 before the upgrade, and frees the slot when one closes', async () => {
    const first = await open(40);
    const second = await open(40);
    const refused = await refusal(open(40));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ errors: MESSAGE.tooManySockets });
    expect(hub.records.at(-1)).toMatchObject({ path: '/ws', status: 429, decision: 'deny', reason: 'too-many-sockets', admin_id: 40 });
    await first.close();
    const again = await openOnceFreed(40);
    await closeAll([second, again]);
  });

  it('caps the sockets of one address, whoever is signed in', async () => {
    const held = [await openOnceFreed(41), await openOnceFreed(41), await openOnceFreed(42)];
    const refused = await refusal(open(43));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ errors: MESSAGE.tooManySockets });
    await closeAll(held);
  });

  it('counts upgrades in the per-admin rate limit', async () => {
    for (let i = 0; i < 4; i += 1) await (await openOnceFreed(44)).close();
    const refused = await refusal(open(44));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ errors: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) });
    expect(hub.records.at(-1)).toMatchObject({ path: '/ws', status: 429, reason: 'rate-limited', admin_id: 44 });
  });

  it('answers a resume further behind than the replay bound with refetch, and replays a short gap', async () => {
    const events = [];
    for (let n = 0; n < 5; n += 1)
      events.push(
        await bus.publish({ type: CHAT_EVENT.macroSaved, audience: { permission: [...CHAT_EVENT_PERMISSIONS] }, payload: { n } }),
      );
    const last = events.at(-1)!.seq;
    const fromZero = await TestClient.resumed(hub.wsUrl, tokens.get(42)!, 0);
    expect(fromZero.replayed).toEqual([{ type: 'refetch', last_seq: last }]);
    await fromZero.client.close();
    const shortGap = await TestClient.resumed(hub.wsUrl, tokens.get(43)!, last - 2);
    expect(shortGap.replayed.map((m) => (m.type === 'event' ? m.event.seq : m.type))).toEqual([last - 1, last, 'resumed']);
    await shortGap.client.close();
  });
});
