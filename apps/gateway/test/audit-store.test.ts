import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN, apiCalls, type ApiCall } from '@bo/contract';
import type { Db } from '@bo/db';
import type { ChainedRecord } from '../src/audit/chain.ts';
import { accessRecordsOfTable } from '../src/audit/read-log.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { bearer, FIXTURE_CALLS, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** An admin-editing call and a user action as later issues will add them: events come from the catalogue alone. */
const EVENT_CALLS: readonly ApiCall[] = [
  { name: 'admins.update-test', method: 'PUT', path: '/api/admins/:id', upstream: 'admin', permission: 'admins' },
  { name: 'userActions.test', method: 'POST', path: '/api/gateway-test/user/:userId/act', upstream: 'admin', permission: SIGNED_IN },
];

/** What only the table's owner can do: lift the append-only trigger for one statement. */
async function asOwner(db: Db, sql: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE gateway.access_log DISABLE TRIGGER access_log_append_only');
    await tx.query(sql);
    await tx.query('ALTER TABLE gateway.access_log ENABLE TRIGGER access_log_append_only');
  });
}

describe('access log chain kept in PostgreSQL', () => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 26, role: 3, modules: ['users'] },
      ],
      gateway: { calls: [...apiCalls, ...FIXTURE_CALLS, ...EVENT_CALLS], audit: { instanceId: 'gw-test-1' } },
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  const last = (): ChainedRecord => gw.records.at(-1) as ChainedRecord;

  it('chains every record of the instance, refused ones included', async () => {
    await gw.app.inject({ method: 'GET', url: '/health' });
    await gw.app.inject({ method: 'GET', url: '/api/me' });
    const records = gw.records as ChainedRecord[];
    expect(records.map((r) => r.seq)).toEqual([1, 2]);
    expect(records[1]).toMatchObject({ instance: 'gw-test-1', alg: 'sha256', decision: 'deny', status: 401, prev_hash: records[0]?.hash });
    expect(verifyChain(records).broken).toBeNull();
  });

  it('records every sign-in attempt, permission change and user action with its event', async () => {
    await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@gateway.test', password: 'wrong-password-1' } });
    expect(last().event).toMatchObject({ type: 'login', outcome: 'wrong-credentials' });
    const token26 = await signIn(gw.app, 26);
    await gw.app.inject({ method: 'PUT', url: '/api/admins/200', headers: bearer(token26), payload: { role: 1 } });
    expect(last()).toMatchObject({
      decision: 'deny',
      status: 403,
      event: { type: 'permission-change', call: 'admins.update-test', target_admin_id: 200 },
    });
    const token1 = await signIn(gw.app, 1);
    await gw.app.inject({ method: 'PUT', url: '/api/admins/26', headers: bearer(token1), payload: { modules: ['users', 'surveys'] } });
    expect(last()).toMatchObject({
      admin_id: 1,
      decision: 'allow',
      status: 200,
      event: { type: 'permission-change', target_admin_id: 26 },
    });
    await gw.app.inject({ method: 'POST', url: '/api/gateway-test/user/35/act', headers: bearer(token1), payload: {} });
    expect(last()).toMatchObject({ event: { type: 'user-action', call: 'userActions.test', user_id: 35 } });
  });

  it('encodes a forged line in the user agent instead of writing it', async () => {
    await gw.app.inject({ method: 'GET', url: '/health', headers: { 'user-agent': 'evil\u2028{"log":"access"}' } });
    expect(last().user_agent).toBe('evil\\u2028{"log":"access"}');
  });

  it('writes the chain to gateway.access_log in batches and flushes it on close', async () => {
    await gw.app.accessLogStore?.flush();
    const { rows } = await gw.db.query<{ n: number; events: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE event_type = 'permission-change')::int AS events FROM gateway.access_log WHERE instance = 'gw-test-1'`,
    );
    expect(rows[0]).toEqual({ n: gw.records.length, events: 2 });
    const stored: unknown[] = [];
    for await (const r of accessRecordsOfTable(gw.db)) stored.push(r);
    expect(verifyChain(stored)).toMatchObject({ checked: gw.records.length, broken: null });
    // The table refuses edits; the table's owner, who can lift that, is still caught by the chain.
    await expect(gw.db.query(`UPDATE gateway.access_log SET status = 200 WHERE instance = 'gw-test-1' AND seq = 2`)).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(gw.db.query(`DELETE FROM gateway.access_log WHERE instance = 'gw-test-1'`)).rejects.toThrow(/append-only: DELETE refused/);
    await asOwner(gw.db, `UPDATE gateway.access_log SET status = 200 WHERE instance = 'gw-test-1' AND seq = 2`);
    const tampered: unknown[] = [];
    for await (const r of accessRecordsOfTable(gw.db)) tampered.push(r);
    expect(verifyChain(tampered).broken).toMatchObject({ seq: 2, reason: expect.stringMatching(/edited/) });
    await asOwner(gw.db, `UPDATE gateway.access_log SET status = 401 WHERE instance = 'gw-test-1' AND seq = 2`);
  });

  it('carries the chain on after a restart with the same instance id, losing nothing at close', async () => {
    const { buildGateway } = await import('../src/index.ts');
    const { CONTEXT_SECRET, JWT_SECRET } = await import('./helper.ts');
    const before = gw.records.length;
    const restarted = buildGateway({
      db: gw.db,
      jwtSecret: JWT_SECRET,
      contextSecret: CONTEXT_SECRET,
      upstreams: { admin: gw.upstreams.admin.url, chat: gw.upstreams.chat.url, support: gw.upstreams.support.url },
      accessLog: (record) => gw.records.push(record),
      audit: { instanceId: 'gw-test-1', flushIntervalMs: 60_000 },
    });
    await gw.app.close();
    await restarted.ready();
    await restarted.inject({ method: 'GET', url: '/health' });
    await restarted.inject({ method: 'GET', url: '/health' });
    // Nothing written yet (the interval is long): close() must flush.
    await restarted.close();
    const next = gw.records.slice(before) as ChainedRecord[];
    expect(next.map((r) => r.seq)).toEqual([before + 1, before + 2]);
    const stored: unknown[] = [];
    for await (const r of accessRecordsOfTable(gw.db)) stored.push(r);
    expect(verifyChain(stored)).toMatchObject({ checked: before + 2, broken: null });
  });
});
