import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_ACTION_MESSAGES as M, ZUserDetailsAnswer, ZUserStatusAnswer } from '@bo/contract';
import type { TestAdminApi } from './helper.ts';
import { auditOf, dayFromToday, demoUsers, expectOk, send } from './user-actions-helper.ts';
import { buildUserDetailsApi, getParsed } from './user-details-helper.ts';

let api: TestAdminApi;
beforeAll(async () => {
  api = await buildUserDetailsApi();
});
afterAll(async () => {
  await api?.close();
});

const putStatus = (id: number, body: unknown, caller?: { adminId: number; role: number }) =>
  send(api, 'PUT', `/api/users/${id}/status`, body, caller);

async function statusRow(id: number) {
  const { rows } = await api.db.query<Record<string, unknown>>(
    `SELECT status, banned_until, banned_message, protected_status, protected_until, protected_completes, protected_offers_payout::float8 AS payout
     FROM admin.users WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

/** A refusal: the status and message, and nothing written (row and audit unchanged). */
async function expectRefused(id: number, body: unknown, status: number, errors: unknown, caller?: { adminId: number; role: number }) {
  const before = await statusRow(id);
  const auditBefore = (await auditOf(api, id)).audit.length;
  const res = await putStatus(id, body, caller);
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ errors });
  expect(await statusRow(id)).toEqual(before);
  expect((await auditOf(api, id)).audit.length).toBe(auditBefore);
}

describe('PUT /api/users/:id/status: ban, shadow ban, on hold, review', () => {
  it('bans until a date, answers the updated user and writes the audit and admin-log entries', async () => {
    const [id] = await demoUsers(api, 1, 1);
    const expiry = dayFromToday(7);
    const res = await putStatus(id!, { status: 2, comment: 'Fraudulent completes', ban_indefinite: false, ban_expiry: expiry });
    expectOk(res);
    const answer = ZUserStatusAnswer.parse(res.body).data;
    expect(answer.user).toMatchObject({
      id,
      status: 2,
      banned_message: 'Fraudulent completes',
      status_by_admin_id: 1,
      protected_status: null,
    });
    expect(answer.user.banned_until).toBe(`${expiry}T00:00:00.000Z`);
    // The answer is the user of the details page.
    const details = await getParsed(api, `/api/user/${id}`, ZUserDetailsAnswer);
    expect(details.data.user).toEqual({ ...answer.user, status_left_time: details.data.user.status_left_time });
    const { audit, logs } = await auditOf(api, id!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'status',
      admin_id: 1,
      before: { status: 1 },
      after: { status: 2, comment: 'Fraudulent completes' },
    });
    expect(logs).toEqual([{ action: 'user.status', request_url: `/api/users/${id}/status` }]);
  });

  it('bans indefinitely, shadow bans without a date, holds until a date', async () => {
    const [a, b, c] = await demoUsers(api, 1, 3, 1);
    expectOk(await putStatus(a!, { status: 2, comment: 'x', ban_indefinite: true }));
    expect(await statusRow(a!)).toMatchObject({ status: 2, banned_until: null });
    expectOk(await putStatus(b!, { status: 3, comment: 'ring', ban_indefinite: true }));
    expect(await statusRow(b!)).toMatchObject({ status: 3, banned_until: null, banned_message: 'ring' });
    expectOk(await putStatus(c!, { status: 6, comment: 'hold', ban_expiry: dayFromToday(2) }));
    expect(await statusRow(c!)).toMatchObject({ status: 6 });
    expect((await statusRow(c!))['banned_until']).toBeInstanceOf(Date);
  });

  it('takes a comment of 255 characters and refuses 256 or none, writing nothing', async () => {
    const [id] = await demoUsers(api, 1, 1, 4);
    const ban = { status: 2, ban_indefinite: true };
    await expectRefused(id!, { ...ban, comment: 'c'.repeat(256) }, 422, { comment: [M.commentRequired] });
    await expectRefused(id!, { ...ban, comment: '   ' }, 422, { comment: [M.commentRequired] });
    await expectRefused(id!, { ...ban }, 422, { comment: [expect.any(String)] });
    expectOk(await putStatus(id!, { ...ban, comment: 'c'.repeat(255) }));
    expect(await statusRow(id!)).toMatchObject({ status: 2, banned_message: 'c'.repeat(255) });
  });

  it("refuses a bad expiry with 'Ban expiry is invalid!'", async () => {
    const [id] = await demoUsers(api, 1, 1, 5);
    const invalid = { ban_expiry: [M.banExpiryInvalid] };
    await expectRefused(id!, { status: 2, comment: 'x' }, 422, invalid);
    await expectRefused(id!, { status: 2, comment: 'x', ban_expiry: dayFromToday(0) }, 422, invalid);
    await expectRefused(id!, { status: 2, comment: 'x', ban_expiry: '2030-02-30' }, 422, invalid);
    // Shadow Ban has no date; On Hold has no indefinite.
    await expectRefused(id!, { status: 3, comment: 'x', ban_expiry: dayFromToday(3) }, 422, invalid);
    await expectRefused(id!, { status: 6, comment: 'x', ban_indefinite: true }, 422, invalid);
    await expectRefused(id!, { status: 5, comment: 'x' }, 422, { status: [M.statusInvalid] });
  });

  it('puts a user in review: an unverified phone entry is added and verification triggering stops', async () => {
    const { rows } = await api.db.query<{ user_id: string }>(
      `SELECT v.user_id FROM admin.user_phone_verifications v JOIN admin.users u ON u.id = v.user_id JOIN core.apps a ON a.id = u.app_id
       WHERE u.status = 1 AND a.supports_phone_verification AND u.id > 40 GROUP BY v.user_id ORDER BY v.user_id LIMIT 1`,
    );
    const id = Number(rows[0]!.user_id);
    const before = await getParsed(api, `/api/user/${id}`, ZUserDetailsAnswer);
    expect(before.data.can_trigger_verification).toBe(true);
    const res = await putStatus(id, { status: 4, comment: 'Check the phone' });
    expectOk(res);
    const answer = ZUserStatusAnswer.parse(res.body).data;
    expect(answer.user.status).toBe(4);
    expect(answer.can_trigger_verification).toBe(false);
    expect(answer.phone_verifications).toHaveLength(before.data.phone_verifications.length + 1);
    expect(answer.phone_verifications[0]).toMatchObject({ phone: before.data.phone_verifications[0]!.phone, verified: false });
  });

  it('returns 404 for an unknown user', async () => {
    const res = await putStatus(999_999, { status: 4, comment: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/users/:id/status: activation with protection', () => {
  const activate = (extra: Record<string, unknown>) => ({ status: 1, comment: 'Looks fine', ...extra });

  it('activates a banned user protected for completes, from 1 to 16,777,215', async () => {
    const [a, b] = await demoUsers(api, 2, 2);
    const res = await putStatus(a!, activate({ protected_status: 3, protected_completes: 1 }));
    expectOk(res);
    expect(ZUserStatusAnswer.parse(res.body).data.user).toMatchObject({
      status: 1,
      banned_until: null,
      protected_status: 3,
      protected_completes: 1,
      completes_left: 1,
    });
    expectOk(await putStatus(b!, activate({ protected_status: 3, protected_completes: 16_777_215, protected_offers_payout: 2.5 })));
    expect(await statusRow(b!)).toMatchObject({ status: 1, protected_completes: 16_777_215, payout: 2.5 });
  });

  it('refuses completes of 0 or 16,777,216, a payout of 0, and neither field when both show', async () => {
    const [id] = await demoUsers(api, 2, 1, 2);
    await expectRefused(id!, activate({ protected_status: 3, protected_completes: 0 }), 422, { protected_completes: [M.completesMin] });
    await expectRefused(id!, activate({ protected_status: 3, protected_completes: 16_777_216 }), 422, {
      protected_completes: [M.completesMax],
    });
    await expectRefused(id!, activate({ protected_status: 3, protected_offers_payout: 0 }), 422, {
      protected_offers_payout: [M.payoutRequired],
    });
    await expectRefused(id!, activate({ protected_status: 3 }), 422, {
      protected_completes: [M.atLeastOne],
      protected_offers_payout: [M.atLeastOne],
    });
  });

  it('asks only for completes of a user in review, and only for the payout when the comment names an offer', async () => {
    const [id] = await demoUsers(api, 4, 1);
    await expectRefused(id!, activate({ protected_status: 3, protected_offers_payout: 5 }), 422, {
      protected_completes: [M.completesRequired],
    });
    await expectRefused(id!, activate({ comment: 'offer fraud cleared', protected_status: 3, protected_completes: 5 }), 422, {
      protected_offers_payout: [M.payoutRequired],
    });
    expectOk(await putStatus(id!, activate({ comment: 'offer fraud cleared', protected_status: 3, protected_offers_payout: 12.5 })));
    expect(await statusRow(id!)).toMatchObject({ status: 1, protected_completes: null, payout: 12.5 });
  });

  it('activates protected for good, until a date, or without protection', async () => {
    const [a, b, c] = await demoUsers(api, 6, 3);
    expectOk(await putStatus(a!, activate({ protected_status: 1 })));
    expect(await statusRow(a!)).toMatchObject({ status: 1, protected_status: 1 });
    await expectRefused(b!, activate({ protected_status: 2, protected_until: dayFromToday(-1) }), 422, {
      protected_until: [M.protectedUntilInvalid],
    });
    const res = await putStatus(b!, activate({ protected_status: 2, protected_until: dayFromToday(10) }));
    expectOk(res);
    expect(ZUserStatusAnswer.parse(res.body).data.user.protected_until).toBe(`${dayFromToday(10)}T00:00:00.000Z`);
    expectOk(await putStatus(c!, activate({ protected_status: null })));
    expect(await statusRow(c!)).toMatchObject({ status: 1, protected_status: null, banned_until: null });
  });
});

describe('PUT /api/users/:id/status: approval and races', () => {
  it('asks a staff admin for an approval to ban or activate, writing nothing; on hold needs none', async () => {
    const [a] = await demoUsers(api, 1, 1, 8);
    const [banned] = await demoUsers(api, 2, 1, 3);
    const staff = { adminId: 201, role: 3 };
    await expectRefused(a!, { status: 2, comment: 'x', ban_indefinite: true }, 403, M.approvalNeeded, staff);
    await expectRefused(a!, { status: 3, comment: 'x', ban_indefinite: true }, 403, M.approvalNeeded, staff);
    await expectRefused(banned!, { status: 1, comment: 'x', protected_status: 1 }, 403, M.approvalNeeded, staff);
    expectOk(await putStatus(a!, { status: 6, comment: 'x', ban_expiry: dayFromToday(2) }, staff));
    expectOk(await putStatus(banned!, { status: 1, comment: 'x', protected_status: 1 }, { adminId: 6, role: 2 }));
  });

  it('serialises two racing changes: the user ends in one consistent state and each audit entry starts where the other ended', async () => {
    const [id] = await demoUsers(api, 2, 1, 4);
    const ban = { status: 2, comment: 'ban again', ban_expiry: dayFromToday(5) };
    const unban = { status: 1, comment: 'cleared', protected_status: 3, protected_completes: 10, protected_offers_payout: 3 };
    const results = await Promise.all([putStatus(id!, ban), putStatus(id!, unban), putStatus(id!, ban), putStatus(id!, unban)]);
    for (const r of results) expectOk(r);
    const row = await statusRow(id!);
    if (row['status'] === 1)
      expect(row).toMatchObject({ banned_until: null, banned_message: null, protected_status: 3, protected_completes: 10 });
    else expect(row).toMatchObject({ status: 2, protected_status: null, protected_completes: null, banned_message: 'ban again' });
    const { audit } = await auditOf(api, id!);
    expect(audit).toHaveLength(4);
    for (let i = 1; i < audit.length; i++) {
      const { comment: _comment, ...previous } = audit[i - 1]!.after as Record<string, unknown>;
      expect(audit[i]!.before).toEqual(previous);
    }
  });
});

describe('PUT /api/users/:id/status: test mode (super admins only)', () => {
  const activate = (extra: Record<string, unknown>) => ({
    status: 1,
    comment: 'Test account',
    protected_status: 3,
    test_mode: true,
    ...extra,
  });

  it('lets a super admin protect with 0 completes or a $0 payout, or neither field, and audits that test mode was used', async () => {
    const [a, b] = await demoUsers(api, 2, 2, 8);
    expectOk(await putStatus(a!, activate({ protected_completes: 0, protected_offers_payout: 0 })));
    expect(await statusRow(a!)).toMatchObject({ status: 1, protected_status: 3, protected_completes: 0, payout: 0 });
    const { audit } = await auditOf(api, a!);
    expect(audit[0]).toMatchObject({ action: 'status', after: { status: 1, test_mode: true } });
    expectOk(await putStatus(b!, activate({})));
    expect(await statusRow(b!)).toMatchObject({ status: 1, protected_status: 3, protected_completes: null, payout: null });
  });

  it('keeps the maximum, whole completes and a non-negative 2-decimal payout', async () => {
    const [id] = await demoUsers(api, 2, 1, 10);
    await expectRefused(id!, activate({ protected_completes: 16_777_216 }), 422, { protected_completes: [M.completesMax] });
    await expectRefused(id!, activate({ protected_completes: 1.5 }), 422, { protected_completes: [M.completesRequired] });
    await expectRefused(id!, activate({ protected_completes: -1 }), 422, { protected_completes: [M.completesTestMin] });
    await expectRefused(id!, activate({ protected_offers_payout: -0.01 }), 422, { protected_offers_payout: [M.payoutNegative] });
    await expectRefused(id!, activate({ protected_offers_payout: 1.005 }), 422, { protected_offers_payout: [M.payoutDecimals] });
  });

  it('answers 403 to anyone but a super admin, writing nothing', async () => {
    const [id] = await demoUsers(api, 2, 1, 11);
    await expectRefused(id!, activate({ protected_completes: 0 }), 403, M.testModeSuperAdminOnly, { adminId: 11, role: 2 });
    await expectRefused(id!, activate({ protected_completes: 5 }), 403, M.testModeSuperAdminOnly, { adminId: 201, role: 3 });
  });
});
