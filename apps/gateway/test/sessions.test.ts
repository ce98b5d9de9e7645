import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, BACKGROUND_REQUEST_HEADER, REALTIME_CLOSE, type AccountSession } from '@bo/contract';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { InProcessEventBus } from '@bo/server-kit';
import { LIMIT } from '../src/limits.ts';
import { bearer, seedAdmins, signIn } from './helper.ts';
import { startHubInstance, TestClient, type HubInstance } from './realtime-harness.ts';

/** Longer than any test: a socket closed within it was closed by the announcement, not the timed re-check. */
const NO_TIMED_RECHECK = { realtime: { sessionRecheckMs: 600_000 } };
const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timed-out'> =>
  Promise.race([promise, new Promise<'timed-out'>((resolve) => setTimeout(() => resolve('timed-out'), ms))]);

/** Issue 24 item 4: each admin's sessions, ending them, sockets closed at once, background polling not activity. */
describe('sessions', () => {
  let testDb: TestDatabase;
  let bus: InProcessEventBus;
  let first: HubInstance;
  let second: HubInstance;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    testDb = await createTestDatabase({
      kind: 'pg',
      seed: (db) =>
        seedAdmins(db, [
          { id: 1, role: 1, modules: [] },
          { id: 40, role: 3, modules: ['chat', 'admins'] },
          { id: 41, role: 3, modules: ['chat'] },
        ]),
    });
    bus = new InProcessEventBus(testDb.db);
    // Two gateways on one bus, as compose runs gateway-1 and gateway-2 on Redis.
    first = await startHubInstance(testDb.db, bus, { now: () => clock.now, ...NO_TIMED_RECHECK });
    second = await startHubInstance(testDb.db, bus, { now: () => clock.now, ...NO_TIMED_RECHECK });
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await bus?.close();
    await testDb?.drop();
  });

  const list = async (token: string): Promise<AccountSession[]> => {
    const res = await first.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: AccountSession[] }).data;
  };
  const me = (token: string, headers: Record<string, string> = {}) =>
    first.app.inject({ method: 'GET', url: '/api/me', headers: { ...bearer(token), ...headers } });

  it('closes the socket of a signed-out session at once, on every gateway', async () => {
    const token = await signIn(first.app, 41);
    const { client } = await TestClient.resumed(second.wsUrl, token);
    expect((await first.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect(await within(client.closed, 3_000)).toEqual({ code: REALTIME_CLOSE.sessionEnded, reason: expect.any(String) });
    // The refused token is logged with whose session it was.
    expect((await me(token)).statusCode).toBe(401);
    expect(first.records.at(-1)).toMatchObject({
      path: '/api/me',
      status: 401,
      decision: 'deny',
      reason: 'session-revoked',
      admin_id: 41,
      acting_as: null,
    });
  });

  it('lists the admin its own sessions with device, address and last use, and ends one or all the others', async () => {
    const phone = await first.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': 'Phone Browser/1.0' },
      remoteAddress: '10.9.8.7',
      payload: { email: 'admin41@gateway.test', password: 'correct horse battery staple' },
    });
    const phoneToken = (phone.json() as { token: string }).token;
    const laptop = await signIn(first.app, 41);
    const tablet = await signIn(first.app, 41);
    const sessions = await list(laptop);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Phone Browser/1.0', address: '10.9.8.7', current: false, acting_as: null }),
    );
    // Nobody sees another person's sessions.
    expect((await list(await signIn(first.app, 40))).every((s) => !sessions.some((own) => own.id === s.id))).toBe(true);

    const { client } = await TestClient.resumed(second.wsUrl, phoneToken);
    const phoneId = sessions.find((s) => s.device === 'Phone Browser/1.0')!.id;
    const end = (id: string, token = laptop) =>
      first.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: bearer(token) });
    expect((await end(phoneId)).statusCode).toBe(204);
    expect(await within(client.closed, 3_000)).toMatchObject({ code: REALTIME_CLOSE.sessionEnded });
    expect((await me(phoneToken)).statusCode).toBe(401);
    const again = await end(phoneId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ errors: ACCOUNT_MESSAGES.sessionNotFound });

    const others = await first.app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: bearer(laptop) });
    expect(others.statusCode).toBe(200);
    expect((others.json() as { ended_sessions: number }).ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it("lets a super admin end anyone's sessions, and nobody else", async () => {
    const target = await signIn(first.app, 41);
    const { client } = await TestClient.resumed(second.wsUrl, target);
    const byStaff = await first.app.inject({
      method: 'DELETE',
      url: '/api/admins/41/sessions',
      headers: bearer(await signIn(first.app, 40)),
    });
    expect(byStaff.statusCode).toBe(403);
    expect((await me(target)).statusCode).toBe(200);
    const bySuper = await first.app.inject({
      method: 'DELETE',
      url: '/api/admins/41/sessions',
      headers: bearer(await signIn(first.app, 1)),
    });
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json()).toEqual({ ended_sessions: 2 });
    expect(await within(client.closed, 3_000)).toMatchObject({ code: REALTIME_CLOSE.sessionEnded });
    expect((await me(target)).statusCode).toBe(401);
  });

  it('does not count background polling as activity for the idle time-out', async () => {
    const token = await signIn(first.app, 40);
    const polled = await signIn(first.app, 40);
    const background = { [BACKGROUND_REQUEST_HEADER]: '1' };
    // Polled every 5 minutes for 35 minutes: the idle session ends all the same.
    for (let minutes = 5; minutes <= 25; minutes += 5) {
      clock.now += 5 * 60_000;
      expect((await me(token, background)).statusCode).toBe(200);
      expect((await me(polled)).statusCode).toBe(200);
    }
    clock.now += LIMIT.sessionIdleMs - 20 * 60_000;
    expect((await me(token, background)).statusCode).toBe(401);
    expect(first.records.at(-1)).toMatchObject({ decision: 'deny', reason: 'session-idle', admin_id: 40 });
    // The same polling without the header is use: that session is still alive.
    expect((await me(polled)).statusCode).toBe(200);
  });
});
