import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATUS_ACTION_MESSAGES,
  STATUS_ACTION_TOASTS,
  STATUS_APPROVAL_MESSAGES as M,
  ZPendingStatusApprovalAnswer,
  ZStatusApprovalAnswer,
  ZUserStatusAnswer,
} from '@bo/contract';
import { USER_DETAILS_SHOWCASE_IDS } from '@bo/db';
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

type Caller = { adminId: number; role: number; originalAdminId?: number | null };
const STAFF: Caller = { adminId: 201, role: 3 };
const OTHER_STAFF: Caller = { adminId: 93, role: 3 };
const ADMIN: Caller = { adminId: 11, role: 2 };
const SUPER: Caller = { adminId: 1, role: 1 };

const base = (id: number) => `/api/users/${id}/status-approval`;
const ask = (id: number, body: object, caller = STAFF) => send(api, 'POST', base(id), body, caller);
const decide = (id: number, requestId: number, what: 'approve' | 'cancel', caller: Caller) =>
  send(api, 'POST', `${base(id)}/${requestId}/${what}`, undefined, caller);
const reject = (id: number, requestId: number, caller: Caller, reason?: string) =>
  send(api, 'POST', `${base(id)}/${requestId}/reject`, reason === undefined ? {} : { reason }, caller);
const pendingOf = async (id: number) => (await getParsed(api, base(id), ZPendingStatusApprovalAnswer)).data;

async function statusOf(id: number): Promise<number> {
  const { rows } = await api.db.query<{ status: number }>('SELECT status FROM admin.users WHERE id = $1', [id]);
  return rows[0]!.status;
}

/** A staff admin's request, answered 200; its id. */
async function requested(id: number, body: object, caller = STAFF): Promise<number> {
  const res = await ask(id, body, caller);
  expectOk(res);
  return ZStatusApprovalAnswer.parse(res.body).data.id;
}

function expectRefusal(res: { status: number; body: unknown }, status: number, errors: unknown) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ errors });
}

const BAN = { status: 2, comment: 'Ring of accounts', ban_indefinite: true };

describe('asking for an approval', () => {
  it('stores a staff admin ban as a pending request, changes nothing on the user, and shows it to the screen', async () => {
    const [id] = await demoUsers(api, 1, 1, 20);
    const res = await ask(id!, { ...BAN, ban_indefinite: false, ban_expiry: dayFromToday(7) }, { ...STAFF, originalAdminId: 5 });
    expectOk(res);
    const answer = ZStatusApprovalAnswer.parse(res.body);
    expect(answer.message).toBe(STATUS_ACTION_TOASTS.approvalRequested);
    expect(answer.data).toMatchObject({
      user_id: id,
      state: 'pending',
      change: { status: 2, comment: 'Ring of accounts', ban_indefinite: false, ban_expiry: dayFromToday(7), test_mode: false },
      requested_by: { id: 201, name: 'Samuel Reyes' },
      requested_as: { id: 5, name: 'Sofia Marchetti' },
      decided_by: null,
    });
    expect(await statusOf(id!)).toBe(1);
    expect(await pendingOf(id!)).toEqual(answer.data);
    const { audit, logs } = await auditOf(api, id!);
    expect(audit).toEqual([expect.objectContaining({ action: 'status_approval_request', admin_id: 201 })]);
    expect(logs).toEqual([{ action: 'user.status_approval_request', request_url: base(id!) }]);
    // A plain PUT of the same change still answers 403 and writes nothing.
    const put = await send(api, 'PUT', `/api/users/${id}/status`, BAN, STAFF);
    expectRefusal(put, 403, STATUS_ACTION_MESSAGES.approvalNeeded);
    expect((await auditOf(api, id!)).audit).toHaveLength(1);
  });

  it('keeps one pending request per user: a second one answers 409', async () => {
    const [id] = await demoUsers(api, 1, 1, 21);
    const first = await requested(id!, BAN);
    expectRefusal(await ask(id!, { ...BAN, status: 3 }, OTHER_STAFF), 409, M.alreadyPending);
    expect((await pendingOf(id!))?.id).toBe(first);
  });

  it('refuses a change that needs no approval, test mode from staff, and a body PUT /status would refuse', async () => {
    const [id] = await demoUsers(api, 1, 1, 22);
    expectRefusal(await ask(id!, { status: 6, comment: 'x', ban_expiry: dayFromToday(2) }), 422, M.notNeeded);
    expectRefusal(await ask(id!, BAN, ADMIN), 422, M.notNeeded);
    expectRefusal(await ask(id!, { ...BAN, test_mode: true }), 403, STATUS_ACTION_MESSAGES.testModeSuperAdminOnly);
    expectRefusal(await ask(id!, { status: 2, comment: 'x' }), 422, { ban_expiry: [STATUS_ACTION_MESSAGES.banExpiryInvalid] });
    expect(await pendingOf(id!)).toBeNull();
    expect((await auditOf(api, id!)).audit).toHaveLength(0);
  });

  it('shows the demo request on user 17', async () => {
    const pending = await pendingOf(USER_DETAILS_SHOWCASE_IDS.reviewQualityAnswers);
    expect(pending).toMatchObject({ state: 'pending', change: { status: 2, ban_indefinite: true }, requested_by: { id: 93 } });
  });
});

describe('deciding a request', () => {
  it('approves: the change is applied as PUT /status would, audited naming approver and requester', async () => {
    const [id] = await demoUsers(api, 1, 1, 23);
    const requestId = await requested(id!, BAN);
    const res = await decide(id!, requestId, 'approve', ADMIN);
    expectOk(res);
    expect(ZUserStatusAnswer.parse(res.body).data.user).toMatchObject({
      id,
      status: 2,
      banned_message: 'Ring of accounts',
      status_by_admin_id: 11,
    });
    expect(await pendingOf(id!)).toBeNull();
    const { audit, logs } = await auditOf(api, id!);
    expect(audit.map((a) => a.action)).toEqual(['status_approval_request', 'status']);
    expect(audit[1]).toMatchObject({
      admin_id: 11,
      before: { status: 1 },
      after: { status: 2, comment: 'Ring of accounts', approval: { request_id: requestId, requested_by_admin_id: 201 } },
    });
    expect(logs[1]).toEqual({ action: 'user.status', request_url: `${base(id!)}/${requestId}/approve` });
    const { rows } = await api.db.query('SELECT state, decided_by_admin_id FROM admin.user_status_approvals WHERE id = $1', [requestId]);
    expect(rows[0]).toEqual({ state: 'approved', decided_by_admin_id: 11 });
    // Closed for good.
    expectRefusal(await decide(id!, requestId, 'approve', SUPER), 409, M.notPending);
  });

  it('approves an activation: after the approval step the banned user is Active again', async () => {
    const [id] = await demoUsers(api, 2, 1, 6);
    const requestId = await requested(id!, { status: 1, comment: 'Cleared', protected_status: 3, protected_completes: 5 });
    expectOk(await decide(id!, requestId, 'approve', SUPER));
    const { rows } = await api.db.query('SELECT status, protected_status, protected_completes FROM admin.users WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ status: 1, protected_status: 3, protected_completes: 5 });
  });

  it('refuses the requester (also behind a switched account) and staff admins as approvers', async () => {
    const [id] = await demoUsers(api, 1, 1, 24);
    // Super admin 1, switched into staff 201, asks; then tries to approve as himself or through admin 11.
    const requestId = await requested(id!, BAN, { ...STAFF, originalAdminId: 1 });
    expectRefusal(await decide(id!, requestId, 'approve', SUPER), 403, M.ownRequest);
    expectRefusal(await decide(id!, requestId, 'approve', { ...ADMIN, originalAdminId: 1 }), 403, M.ownRequest);
    expectRefusal(await reject(id!, requestId, SUPER), 403, M.ownRequest);
    expectRefusal(await decide(id!, requestId, 'approve', OTHER_STAFF), 403, M.approverRole);
    expectRefusal(await decide(id!, requestId, 'approve', STAFF), 403, M.approverRole);
    expect(await statusOf(id!)).toBe(1);
    expect((await pendingOf(id!))?.id).toBe(requestId);
  });

  it('rejects with a reason: the user stays as he was and the request is closed', async () => {
    const [id] = await demoUsers(api, 1, 1, 25);
    const requestId = await requested(id!, BAN);
    const res = await reject(id!, requestId, ADMIN, 'Not enough evidence');
    expectOk(res);
    const answer = ZStatusApprovalAnswer.parse(res.body);
    expect(answer.message).toBe(STATUS_ACTION_TOASTS.approvalRejected);
    expect(answer.data).toMatchObject({ state: 'rejected', reason: 'Not enough evidence', decided_by: { id: 11 } });
    expect(await statusOf(id!)).toBe(1);
    expect(await pendingOf(id!)).toBeNull();
    expectRefusal(await decide(id!, requestId, 'approve', SUPER), 409, M.notPending);
    expectRefusal(await reject(id!, requestId, ADMIN, 'x'.repeat(256)), 422, { reason: [M.reasonTooLong] });
    expect((await auditOf(api, id!)).audit.map((a) => a.action)).toEqual(['status_approval_request', 'status_approval_reject']);
  });

  it('lets only the requester cancel; a new request may follow', async () => {
    const [id] = await demoUsers(api, 1, 1, 26);
    const requestId = await requested(id!, BAN);
    expectRefusal(await decide(id!, requestId, 'cancel', OTHER_STAFF), 403, M.notRequester);
    expectRefusal(await decide(id!, requestId, 'cancel', ADMIN), 403, M.notRequester);
    const res = await decide(id!, requestId, 'cancel', STAFF);
    expectOk(res);
    expect(ZStatusApprovalAnswer.parse(res.body).data).toMatchObject({ state: 'cancelled', decided_by: { id: 201 } });
    expect(await pendingOf(id!)).toBeNull();
    await requested(id!, BAN, OTHER_STAFF);
  });

  it('answers 422 with the rule message for a change that no longer applies, and keeps it pending', async () => {
    const [id] = await demoUsers(api, 2, 1, 7);
    // Banned: both protection fields show, so the payout alone is enough...
    const requestId = await requested(id!, { status: 1, comment: 'Cleared', protected_status: 3, protected_offers_payout: 5 });
    // ...but once the user is in review only completes show, and they are required.
    expectOk(await send(api, 'PUT', `/api/users/${id}/status`, { status: 4, comment: 'Look again' }));
    const res = await decide(id!, requestId, 'approve', ADMIN);
    expectRefusal(res, 422, { protected_completes: [STATUS_ACTION_MESSAGES.completesRequired] });
    expect(await statusOf(id!)).toBe(4);
    expect((await pendingOf(id!))?.id).toBe(requestId);
    expect((await auditOf(api, id!)).audit.map((a) => a.action)).toEqual(['status_approval_request', 'status']);
  });

  it('answers 422 for a ban date that has passed since the request', async () => {
    const [id] = await demoUsers(api, 1, 1, 27);
    const requestId = await requested(id!, { ...BAN, ban_indefinite: false, ban_expiry: dayFromToday(1) });
    await api.db.query(`UPDATE admin.user_status_approvals SET ban_expiry = current_date WHERE id = $1`, [requestId]);
    expectRefusal(await decide(id!, requestId, 'approve', ADMIN), 422, { ban_expiry: [STATUS_ACTION_MESSAGES.banExpiryInvalid] });
    expect((await pendingOf(id!))?.id).toBe(requestId);
  });

  it('applies a request once when two admins approve it at the same time', async () => {
    const [id] = await demoUsers(api, 1, 1, 28);
    const requestId = await requested(id!, BAN);
    const results = await Promise.all([decide(id!, requestId, 'approve', ADMIN), decide(id!, requestId, 'approve', SUPER)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({ errors: M.notPending });
    expect((await auditOf(api, id!)).audit.filter((a) => a.action === 'status')).toHaveLength(1);
    expect(await statusOf(id!)).toBe(2);
  });

  it('answers 404 for an unknown request or one of another user', async () => {
    const [a, b] = await demoUsers(api, 1, 2, 29);
    const requestId = await requested(a!, BAN);
    expectRefusal(await decide(b!, requestId, 'approve', ADMIN), 404, M.notFound(requestId));
    expectRefusal(await decide(a!, 999_999, 'cancel', STAFF), 404, M.notFound(999_999));
  });
});
