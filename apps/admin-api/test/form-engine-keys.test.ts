import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

// The form engine's keys (issue 16): single- and multi-column unique keys refused with 409 naming the
// field (never a 500), a row keyed by an integer column the form fills (a VIP's user id), fixed columns
// written on create only, and an array column edited through a multi-select of the server's options.
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 180_000);
afterAll(async () => stack?.close());

type Answer = { data: Record<string, unknown> | null; message: string; errors?: Record<string, string[]> };
const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await stack.direct(method, url, payload);
  return { status: res.status, body: res.body as Answer };
};
const count = async (sql: string, params: unknown[] = []) =>
  (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params)).rows[0]!.n;

const code = { code: 'WELCOME-KEYS', points: 100, per_user_limit: 1, status: 1 };

describe('unique keys answer 409 naming the field', () => {
  it('refuses a bonus code its product already has (any case), not one of another product, and writes nothing', async () => {
    expect((await call('POST', '/api/hey-cash/bonus-codes', code)).status).toBe(201);
    const before = await count(`SELECT 1 FROM admin.bonus_codes`);
    const again = await call('POST', '/api/hey-cash/bonus-codes', { ...code, code: 'welcome-keys', points: 5 });
    expect(again).toEqual({ status: 409, body: { errors: { code: [FORM_MESSAGES.duplicate('Bonus code', 'code')] } } });
    expect(await count(`SELECT 1 FROM admin.bonus_codes`)).toBe(before);
    // The same code in another product is another key.
    expect((await call('POST', '/api/prime-opinion/bonus-codes', code)).status).toBe(201);
  });

  it('refuses an edit onto a taken code, and keeps the row', async () => {
    const other = await call('POST', '/api/hey-cash/bonus-codes', { ...code, code: 'SECOND-KEYS' });
    const id = Number(other.body.data!.id);
    const taken = await call('PUT', `/api/hey-cash/bonus-codes/${id}`, { ...code, code: 'Welcome-Keys' });
    expect(taken).toEqual({ status: 409, body: { errors: { code: [FORM_MESSAGES.duplicate('Bonus code', 'code')] } } });
    // Saving a row over its own code is no duplicate.
    expect((await call('PUT', `/api/hey-cash/bonus-codes/${id}`, { ...code, code: 'SECOND-KEYS', points: 7 })).status).toBe(200);
    expect(await count(`SELECT 1 FROM admin.bonus_codes WHERE id = $1 AND code = 'SECOND-KEYS' AND points = 7`, [id])).toBe(1);
  });

  it("restores affiliate partners' (app, source key) key: a second partner of one source is refused", async () => {
    const partner = { name: 'Second Offerwall', source_key: 'offerwall', payout_event: 'doi', payout: 1 };
    const res = await call('POST', '/api/fs-affiliate-partners', partner);
    expect(res).toEqual({
      status: 409,
      body: { errors: { source_key: [FORM_MESSAGES.duplicate('Affiliate partner', 'source key')] } },
    });
    expect((await call('POST', '/api/fs-affiliate-partners', { ...partner, source_key: 'newsletter' })).status).toBe(201);
    // The database holds the key too (a race past the check still cannot write a second row).
    await expect(
      stack.db.query(
        `INSERT INTO admin.affiliate_partners (app_id, name, source_key, payout_event, payout) VALUES (16, 'x', 'newsletter', 'doi', 1)`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('a row keyed by an integer column the form fills', () => {
  it('adds a VIP by user id, edits its note by that id, and leaves the fixed app as created', async () => {
    const user = await stack.db.query<{ id: string }>(
      `SELECT u.id FROM admin.users u WHERE u.app_id = 13 AND NOT EXISTS (SELECT 1 FROM admin.vip_users v WHERE v.user_id = u.id) ORDER BY u.id LIMIT 1`,
    );
    const userId = Number(user.rows[0]!.id);
    const added = await call('POST', '/api/po-vip-users', { user_id: userId, tier: 'gold', note: 'Top spender' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe(FORM_MESSAGES.created('VIP user', String(userId)));
    expect(added.body.data).toMatchObject({ user_id: userId, tier: 'gold', note: 'Top spender' });

    const edited = await call('PUT', `/api/po-vip-users/${userId}`, { tier: 'diamond', note: 'Called on 2026-11-20' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const row = await stack.db.query(`SELECT app_id, tier, note, admin_id FROM admin.vip_users WHERE user_id = $1`, [userId]);
    expect(row.rows).toEqual([{ app_id: 13, tier: 'diamond', note: 'Called on 2026-11-20', admin_id: 1 }]);
    const logs = await count(`SELECT 1 FROM admin.admin_logs WHERE action IN ('form.po_vip_users.create', 'form.po_vip_users.update')`);
    expect(logs).toBe(2);

    // The key is unique: the same user again is a 409 naming the field.
    const again = await call('POST', '/api/po-vip-users', { user_id: userId, tier: 'gold' });
    expect(again).toEqual({ status: 409, body: { errors: { user_id: [FORM_MESSAGES.duplicate('VIP user', 'user id')] } } });
  });

  it('refuses a user of another product (422 naming the field) and a caller without the page (403)', async () => {
    const hc = await stack.db.query<{ id: string }>(`SELECT id FROM admin.users WHERE app_id = 18 ORDER BY id LIMIT 1`);
    const res = await call('POST', '/api/po-vip-users', { user_id: Number(hc.rows[0]!.id), tier: 'gold' });
    expect(res).toEqual({ status: 422, body: { errors: { user_id: [FORM_MESSAGES.unknownValue('User ID', hc.rows[0]!.id)] } } });
    expect(await count(`SELECT 1 FROM admin.vip_users WHERE user_id = $1`, [hc.rows[0]!.id])).toBe(0);
    expect((await stack.viaGateway(9, 'POST', '/api/po-vip-users', { user_id: 1, tier: 'gold' })).status).toBe(403);
  });
});

describe('an array column through a multi-select of server options', () => {
  it("creates and edits a trigger's countries, refusing a value that is not an option", async () => {
    const options = await call('GET', '/api/hc-triggers/form-options');
    const countries = (options.body.data as unknown as Record<string, { value: string }[]>).countries!.map((o) => o.value);
    expect(countries).toEqual(expect.arrayContaining(['US', 'DE']));

    const created = await call('POST', '/api/hc-triggers', { event: 'doi', action: 'push', value: 'welcome_de', countries: ['DE', 'US'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = Number(created.body.data!.id);
    expect(created.body.data!.countries).toEqual(['DE', 'US']);
    const stored = await stack.db.query(`SELECT app_id, countries::text[] AS countries FROM admin.triggers WHERE id = $1`, [id]);
    expect(stored.rows).toEqual([{ app_id: 18, countries: ['DE', 'US'] }]);

    const bad = await call('PUT', `/api/hc-triggers/${id}`, { event: 'doi', action: 'push', countries: ['XX'] });
    expect(bad).toEqual({ status: 422, body: { errors: { countries: [FORM_MESSAGES.notOption('Countries')] } } });
    const all = await call('PUT', `/api/hc-triggers/${id}`, { event: 'doi', action: 'push', value: 'welcome', countries: [] });
    expect(all.status).toBe(200);
    expect(all.body.data!.countries).toEqual([]);
    // Edit leaves the fixed app id as it was created.
    expect((await stack.db.query(`SELECT app_id FROM admin.triggers WHERE id = $1`, [id])).rows).toEqual([{ app_id: 18 }]);
  });
});
