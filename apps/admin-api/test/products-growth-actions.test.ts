import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

// The growth pages' row actions (issue 16): real writes, each in one transaction with its admin-logs
// entry (and the user audit when it touches a user), refused bodies answer 422 naming the field and
// write nothing, and only the page's holders may act (through the gateway).
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 180_000);
afterAll(async () => stack?.close());

type Answer = { data: Record<string, unknown> | null; message: string; errors?: Record<string, string[]> };
const call = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await stack.direct(method, url, payload);
  return { status: res.status, body: res.body as Answer };
};
const one = async <T>(sql: string, params: unknown[]) => (await stack.db.query<T & Record<string, unknown>>(sql, params)).rows[0];
const logged = async (action: string) =>
  (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin.admin_logs WHERE action = $1`, [action])).rows[0]!.n;

describe('affiliate partners, triggers and Adjust config', () => {
  it('pauses and activates a partner, logging the row before and after', async () => {
    const partner = await one<{ id: number }>(
      `SELECT id FROM admin.affiliate_partners WHERE app_id = 16 AND status = 1 ORDER BY id LIMIT 1`,
      [],
    );
    const paused = await call('PUT', `/api/fs-affiliate-partners/${partner!.id}/status`, { status: 0 });
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe('Affiliate partner Offerwall Media is paused');
    expect(paused.body.data?.status).toBe('Paused');
    expect((await call('PUT', `/api/fs-affiliate-partners/${partner!.id}/status`, { status: 1 })).body.data?.status).toBe('Active');
    expect(await logged('affiliate_partner.status')).toBe(2);
  });

  it("refuses a bad status with 422 naming the field, and another product's partner with 404, writing nothing", async () => {
    const partner = await one<{ id: number; status: number }>(
      `SELECT id, status FROM admin.affiliate_partners WHERE app_id = 16 ORDER BY id LIMIT 1`,
      [],
    );
    const bad = await call('PUT', `/api/fs-affiliate-partners/${partner!.id}/status`, { status: 7 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['status']);
    expect((await call('PUT', `/api/po-affiliate-partners/${partner!.id}/status`, { status: 0 })).status).toBe(404);
    expect((await one<{ status: number }>('SELECT status FROM admin.affiliate_partners WHERE id = $1', [partner!.id]))!.status).toBe(
      partner!.status,
    );
  });

  it('disables a trigger (it stops counting firings) and an Adjust mapping at the project slug', async () => {
    const trigger = await one<{ id: number }>(`SELECT id FROM admin.triggers WHERE app_id = 18 AND enabled ORDER BY id LIMIT 1`, []);
    const off = await call('PUT', `/api/hc-triggers/${trigger!.id}/enabled`, { enabled: false });
    expect(off.body.message).toBe('Trigger soi email is disabled');
    expect(off.body.data).toMatchObject({ enabled: false, fired_30d: 0 });
    const bad = await call('PUT', `/api/hc-triggers/${trigger!.id}/enabled`, { enabled: 'no' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('enabled');
    const mapping = await one<{ id: number }>(`SELECT id FROM admin.adjust_config WHERE app_id = 554 AND enabled ORDER BY id LIMIT 1`, []);
    const res = await call('PUT', `/api/earn-star/adjust-config/${mapping!.id}/enabled`, { enabled: false });
    expect(res.status).toBe(200);
    expect((await one<{ enabled: boolean }>('SELECT enabled FROM admin.adjust_config WHERE id = $1', [mapping!.id]))!.enabled).toBe(false);
    expect(await logged('trigger.enabled')).toBe(1);
    expect(await logged('adjust_config.enabled')).toBe(1);
  });
});

describe('log spend, VIP users and e-mails', () => {
  it('adds, edits and deletes a spend entry through the form engine, on the product only', async () => {
    const bad = await call('POST', '/api/ts-log-spend', { day: '2026-01-05', channel: 'billboards', amount: -3 });
    // The form engine answers a refused form 400 naming the fields.
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['amount', 'channel']);
    const added = await call('POST', '/api/ts-log-spend', {
      day: '2026-01-05',
      channel: 'influencer',
      partner: 'Creator Lab',
      amount: 120.5,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = Number(added.body.data?.id);
    const row = await one<{ app_id: number; admin_id: number; amount: string }>(
      'SELECT app_id, admin_id, amount FROM admin.log_spend WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ app_id: 71, admin_id: 1 });
    expect((await call('DELETE', `/api/es-log-spend/${id}`)).status).toBe(404);
    const edited = await call('PUT', `/api/ts-log-spend/${id}`, { day: '2026-01-05', channel: 'web_ads', amount: 99 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ channel: 'web_ads', amount: 99 });
    expect((await call('DELETE', `/api/ts-log-spend/${id}`)).status).toBe(200);
    expect(await one('SELECT 1 FROM admin.log_spend WHERE id = $1', [id])).toBeUndefined();
  });

  it('creates a trigger and a partner for the product they are created on', async () => {
    const trigger = await call('POST', '/api/po-triggers', { event: 'doi', action: 'push', value: 'confirmed' });
    expect(trigger.status, JSON.stringify(trigger.body)).toBe(201);
    expect((await one<{ app_id: number }>('SELECT app_id FROM admin.triggers WHERE id = $1', [trigger.body.data?.id]))!.app_id).toBe(13);
    const partner = await call('POST', '/api/hc-affiliate-partners', {
      name: 'New Partner',
      source_key: 'google_ads',
      payout_event: 'soi',
      payout: 0.5,
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    expect(partner.body.data).toMatchObject({ status: 'Active', source_key: 'google_ads' });
    const refused = await call('POST', '/api/hc-affiliate-partners', { name: '', source_key: 'x', payout_event: 'never', payout: 1 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['name', 'payout_event']);
  });

  it('sets a VIP tier and removes a VIP, each in the user audit', async () => {
    const vip = await one<{ user_id: string; tier: string }>(
      `SELECT user_id, tier FROM admin.vip_users WHERE tier = 'gold' ORDER BY user_id LIMIT 1`,
      [],
    );
    const userId = Number(vip!.user_id);
    const bad = await call('PUT', `/api/po-vip-users/${userId}/tier`, { tier: 'bronze' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.tier).toEqual(['Tier must be one of: gold, platinum, diamond.']);
    const set = await call('PUT', `/api/po-vip-users/${userId}/tier`, { tier: 'platinum' });
    expect(set.body.message).toBe(`User ${userId} is a platinum VIP`);
    expect(set.body.data?.tier).toBe('platinum');
    expect((await call('DELETE', `/api/po-vip-users/${userId}`)).body.message).toBe(`User ${userId} is no longer a VIP`);
    const { rows } = await stack.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM admin.user_action_audit WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    expect(rows.map((r) => r.action)).toEqual(['vip_tier', 'vip_remove']);
    expect(rows[0]).toMatchObject({ before: { tier: 'gold' }, after: { tier: 'platinum' } });
  });

  it('resends a verification e-mail as a new row; a newsletter is refused naming the template, nothing sent', async () => {
    const verification = await one<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM admin.email_logs WHERE app_id = 16 AND template = 'verification' ORDER BY id LIMIT 1`,
      [],
    );
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.email_logs', []);
    const sent = await call('POST', `/api/fs-emails/${verification!.id}/resend`);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`The verification e-mail has been sent again to user ${verification!.user_id}`);
    expect(sent.body.data).toMatchObject({ template: 'verification', status: 'sent' });
    const newsletter = await one<{ id: string }>(
      `SELECT id FROM admin.email_logs WHERE app_id = 16 AND template = 'weekly_digest' LIMIT 1`,
      [],
    );
    const refused = await call('POST', `/api/fs-emails/${newsletter!.id}/resend`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ template: ['Only verification and claim e-mails can be resent.'] });
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.email_logs', []))!.n).toBe(before!.n + 1);
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM admin.user_action_audit WHERE action = 'email_resend'`, []))!.n).toBe(
      1,
    );
  });
});

describe('through the gateway', () => {
  it('page holders act; an admin without the page gets 403 and nothing changes', async () => {
    await stack.db.query(
      `UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', 'es_triggers') WHERE id = $1`,
      [200, JSON.stringify(['es_triggers'])],
    );
    const trigger = await one<{ id: number }>(`SELECT id FROM admin.triggers WHERE app_id = 554 AND enabled ORDER BY id LIMIT 1`, []);
    expect((await stack.viaGateway(201, 'PUT', `/api/es-triggers/${trigger!.id}/enabled`, { enabled: false })).status).toBe(403);
    expect((await one<{ enabled: boolean }>('SELECT enabled FROM admin.triggers WHERE id = $1', [trigger!.id]))!.enabled).toBe(true);
    expect((await stack.viaGateway(200, 'PUT', `/api/es-triggers/${trigger!.id}/enabled`, { enabled: false })).status).toBe(200);
    expect((await one<{ enabled: boolean }>('SELECT enabled FROM admin.triggers WHERE id = $1', [trigger!.id]))!.enabled).toBe(false);
  });
});
