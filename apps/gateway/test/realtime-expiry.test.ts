import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE, REALTIME_CLOSE_REASON } from '@bo/contract';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { InProcessEventBus } from '@bo/server-kit';
import { LIMIT } from '../src/limits.ts';
import { bearer, seedAdmins, signIn } from './helper.ts';
import { startHubInstance, TestClient, type HubInstance } from './realtime-harness.ts';

/** The socket is cut when its token expires, not only when it is revoked (realtime.test.ts covers revocation). */
describe('websocket hub: token expiry and idle time-out', () => {
  let testDb: TestDatabase;
  let bus: InProcessEventBus;
  let hub: HubInstance;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg', seed: (db) => seedAdmins(db, [{ id: 40, role: 3, modules: ['chat'] }]) });
    bus = new InProcessEventBus(testDb.db);
    hub = await startHubInstance(testDb.db, bus, { now: () => clock.now });
  });
  afterAll(async () => {
    await hub?.app.close();
    await bus?.close();
    await testDb?.drop();
  });

  const ended = { code: REALTIME_CLOSE.sessionEnded, reason: REALTIME_CLOSE_REASON.sessionEnded };

  it('keeps the socket while the session lives, and closes it (4401) once the token has expired', async () => {
    const token = await signIn(hub.app, 40);
    const { client } = await TestClient.resumed(hub.wsUrl, token);
    let closed: unknown = null;
    void client.closed.then((c) => (closed = c));
    // Used over HTTP every 25 minutes (never idle) up to its 12 hours: every re-check keeps the socket.
    const step = LIMIT.sessionIdleMs - 5 * 60_000;
    const end = clock.now + LIMIT.sessionMaxAgeMs;
    while (clock.now + step < end) {
      clock.now += step;
      expect((await hub.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
      await hub.app.realtimeHub.recheckSessions();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBeNull();
    // Past the token's expiry, though used a minute ago: the next re-check cuts the socket.
    clock.now = end + 60_000;
    await hub.app.realtimeHub.recheckSessions();
    expect(await client.closed).toEqual(ended);
  });

  it('closes a socket whose session went idle, an open tab alone not keeping it alive', async () => {
    const token = await signIn(hub.app, 40);
    const { client } = await TestClient.resumed(hub.wsUrl, token);
    clock.now += LIMIT.sessionIdleMs + 60_000;
    await hub.app.realtimeHub.recheckSessions();
    expect(await client.closed).toEqual(ended);
  });
});
