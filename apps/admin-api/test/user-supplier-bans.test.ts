import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_ACTION_MESSAGES as M, ZSupplierStatisticsAnswer, type SupplierStatistic } from '@bo/contract';
import type { TestAdminApi } from './helper.ts';
import { auditOf, dayFromToday, demoUsers, expectOk, send } from './user-actions-helper.ts';
import { buildUserDetailsApi } from './user-details-helper.ts';

let api: TestAdminApi;
let supplierId: number;
beforeAll(async () => {
  api = await buildUserDetailsApi();
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM admin.suppliers WHERE status = 1 ORDER BY id LIMIT 1');
  supplierId = rows[0]!.id;
});
afterAll(async () => {
  await api?.close();
});

function rowOf(body: unknown, id = supplierId): SupplierStatistic {
  const row = ZSupplierStatisticsAnswer.parse(body).data.supplier_statistics.find((s) => s.id === id);
  expect(row).toBeDefined();
  return row!;
}

const banCount = async (userId: number): Promise<number> =>
  (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.user_supplier_bans WHERE user_id = $1', [userId])).rows[0]!.n;

describe('POST /api/user/:id/supplier-ban', () => {
  it('bans until a date (type 5) and disables for good (type 6), answering the supplier statistics', async () => {
    const [a, b] = await demoUsers(api, 1, 2, 20);
    const expiry = dayFromToday(14);
    const banned = await send(api, 'POST', `/api/user/${a}/supplier-ban`, {
      id: supplierId,
      type: 5,
      ban_expiry: expiry,
      comment: 'Speeding',
    });
    expectOk(banned);
    expect(rowOf(banned.body)).toMatchObject({
      user_status: 'banned',
      banned_reasons: 'Speeding',
      banned_until: `${expiry}T00:00:00.000Z`,
    });
    const disabled = await send(api, 'POST', `/api/user/${b}/supplier-ban`, {
      id: supplierId,
      type: 6,
      ban_indefinite: true,
      comment: 'Asked',
    });
    expectOk(disabled);
    expect(rowOf(disabled.body)).toMatchObject({ user_status: 'disabled', banned_until: null, is_disabled_by_user: false });
    const { audit, logs } = await auditOf(api, a!);
    expect(audit).toMatchObject([{ action: 'supplier_ban', admin_id: 1, before: { supplier_id: supplierId, active_bans: [] } }]);
    expect(logs).toEqual([{ action: 'user.supplier_ban', request_url: `/api/user/${a}/supplier-ban` }]);
  });

  it('refuses a missing or 256-character comment, a bad expiry and an unknown supplier, writing nothing', async () => {
    const [id] = await demoUsers(api, 1, 1, 22);
    const url = `/api/user/${id}/supplier-ban`;
    const base = { id: supplierId, type: 5, ban_indefinite: true };
    const cases: Array<[unknown, number, unknown]> = [
      [{ ...base, comment: 'c'.repeat(256) }, 422, { comment: [M.commentRequired] }],
      [{ ...base, comment: '' }, 422, { comment: [M.commentRequired] }],
      [{ ...base, ban_indefinite: false, comment: 'x' }, 422, { ban_expiry: [M.banExpiryInvalid] }],
      [{ ...base, ban_indefinite: false, ban_expiry: 'tomorrow', comment: 'x' }, 422, { ban_expiry: [M.banExpiryInvalid] }],
      [{ ...base, id: 99_999, comment: 'x' }, 422, { id: [M.supplierNotFound(99_999)] }],
    ];
    for (const [body, status, errors] of cases) {
      const res = await send(api, 'POST', url, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body).toEqual({ errors });
    }
    expect(await banCount(id!)).toBe(0);
    expect((await auditOf(api, id!)).audit).toHaveLength(0);
    expectOk(await send(api, 'POST', url, { ...base, comment: 'c'.repeat(255) }));
    expect(await banCount(id!)).toBe(1);
  });
});

describe('reactivate, lift and reset', () => {
  it('reactivates a disable the user made, then lifts the ban still in force', async () => {
    const [id] = await demoUsers(api, 1, 1, 24);
    await api.db.query(
      `INSERT INTO admin.user_supplier_bans (user_id, supplier_id, type, reasons, is_disabled_by_user) VALUES ($1, $2, 6, 'By the user', true)`,
      [id, supplierId],
    );
    expectOk(await send(api, 'POST', `/api/user/${id}/supplier-ban`, { id: supplierId, type: 5, ban_indefinite: true, comment: 'Fraud' }));
    const activated = await send(api, 'PATCH', `/api/user/${id}/supplier/${supplierId}/activate`);
    expectOk(activated);
    // Only the user's own disable is reactivated: the admin's ban still holds.
    expect(rowOf(activated.body)).toMatchObject({ user_status: 'banned', banned_reasons: 'Fraud' });
    const lifted = await send(api, 'DELETE', `/api/user/${id}/ban/${supplierId}`);
    expectOk(lifted);
    const row = rowOf(lifted.body);
    expect(row.user_status).toBe('active');
    expect(row.user_bans.every((b) => b.lifted_at !== null)).toBe(true);
    expect((await auditOf(api, id!)).audit.map((a) => a.action)).toEqual(['supplier_ban', 'supplier_activate', 'supplier_ban_lift']);
  });

  it("resets the user's data at a supplier: the old hash goes inactive and a new one is active", async () => {
    const { rows } = await api.db.query<{ user_id: string; supplier_id: number }>(
      'SELECT user_id, supplier_id FROM admin.user_supplier_hashes WHERE status = 1 AND user_id > 40 ORDER BY user_id LIMIT 1',
    );
    const userId = Number(rows[0]!.user_id);
    const supplier = rows[0]!.supplier_id;
    const before = (await send(api, 'POST', `/api/user/${userId}/reset-supplier/${supplier}`)).body;
    const first = rowOf(before, supplier);
    expect(first.all_hashes.filter((h) => h.status === 1)).toHaveLength(1);
    const again = await send(api, 'POST', `/api/user/${userId}/reset-supplier/${supplier}`);
    expectOk(again);
    const row = rowOf(again.body, supplier);
    expect(row.reset_hashes).toBe(first.reset_hashes + 1);
    expect(row.all_hashes.filter((h) => h.status === 1)).toHaveLength(1);
    expect((await auditOf(api, userId)).audit.filter((a) => a.action === 'supplier_reset')).toHaveLength(2);
  });

  it('answers 404 for an unknown user or supplier in the path, writing nothing', async () => {
    const [id] = await demoUsers(api, 1, 1, 26);
    for (const url of [`/api/user/999999/ban/${supplierId}`, `/api/user/${id}/ban/99999`]) {
      const res = await send(api, 'DELETE', url);
      expect(res.status).toBe(404);
    }
    const reset = await send(api, 'POST', `/api/user/${id}/reset-supplier/99999`);
    expect(reset).toEqual({ status: 404, body: { errors: M.supplierNotFound(99_999) } });
    expect((await auditOf(api, id!)).audit).toHaveLength(0);
  });
});
