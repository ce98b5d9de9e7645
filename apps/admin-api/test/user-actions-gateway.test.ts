import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATUS_ACTION_MESSAGES,
  STATUS_APPROVAL_MESSAGES,
  ZStatusApprovalAnswer,
  ZSupplierStatisticsAnswer,
  USER_BULK_STATUS_MESSAGES,
  ZUserBulkStatusAnswer,
  ZUserStatusAnswer,
} from '@bo/contract';
import { DEMO_PASSWORD, DEMO_TODAY, createTestDatabase, demoAdminEmail, type TestDatabase } from '@bo/db';
import { buildGateway } from '@bo/gateway';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'user-actions-gateway-context-secret-0123456789';
const JWT_SECRET = 'user-actions-gateway-jwt-secret-0123456789abcdef';

let database: TestDatabase;
let adminApi: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase(DEMO_TODAY);
  adminApi = buildAdminApi({ db: database.db, contextSecret: CONTEXT_SECRET });
  await adminApi.listen({ port: 0, host: '127.0.0.1' });
  const adminUrl = `http://127.0.0.1:${(adminApi.server.address() as AddressInfo).port}`;
  gateway = buildGateway({
    db: database.db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    // Only admin-api calls are made here; the other upstreams are never reached.
    upstreams: { admin: adminUrl, chat: adminUrl, support: adminUrl },
    accessLog: () => undefined,
  });
  await gateway.ready();
});
afterAll(async () => {
  await gateway?.close();
  await adminApi?.close();
  await database?.drop();
});

async function tokenOf(id: number): Promise<string> {
  const res = await gateway.inject({ method: 'POST', url: '/api/login', payload: { email: demoAdminEmail(id), password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}
const sendAs = (token: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  gateway.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const USER = 41;
const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('status and supplier actions through the gateway', () => {
  it('refuses a staff admin without user_details, and asks a staff admin with it for an approval to ban', async () => {
    const ban = { status: 2, comment: 'x', ban_indefinite: true };
    const denied = await sendAs(await tokenOf(200), 'PUT', `/api/users/${USER}/status`, ban);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: 'You do not have the permission: user_details' });
    const supplierDenied = await sendAs(await tokenOf(200), 'POST', `/api/user/${USER}/supplier-ban`, { id: 1, type: 5, comment: 'x' });
    expect(supplierDenied.statusCode).toBe(403);
    const staff = await tokenOf(201);
    const approval = await sendAs(staff, 'PUT', `/api/users/${USER}/status`, ban);
    expect(approval.statusCode).toBe(403);
    expect(approval.json()).toEqual({ errors: STATUS_ACTION_MESSAGES.approvalNeeded });
    const hold = await sendAs(staff, 'PUT', `/api/users/${USER}/status`, { status: 6, comment: 'x', ban_expiry: tomorrowPlus(2) });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(ZUserStatusAnswer.parse(hold.json()).data.user).toMatchObject({ id: USER, status: 6, status_by_admin_id: 201 });
  });

  it('gates the approval calls like the status call: user_details, then the approval rule of admin-api', async () => {
    const url = `/api/users/${USER + 1}/status-approval`;
    const ban = { status: 2, comment: 'Ring', ban_indefinite: true };
    const denied = await sendAs(await tokenOf(200), 'POST', url, ban);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: 'You do not have the permission: user_details' });
    const asked = await sendAs(await tokenOf(201), 'POST', url, ban);
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = ZStatusApprovalAnswer.parse(asked.json()).data.id;
    const staffApprove = await sendAs(await tokenOf(93), 'POST', `${url}/${requestId}/approve`, {});
    expect(staffApprove.json()).toEqual({ errors: STATUS_APPROVAL_MESSAGES.approverRole });
    const approved = await gateway.inject({
      method: 'POST',
      url: `${url}/${requestId}/approve`,
      headers: { authorization: `Bearer ${await tokenOf(11)}` },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(ZUserStatusAnswer.parse(approved.json()).data.user).toMatchObject({ id: USER + 1, status: 2, status_by_admin_id: 11 });
  });

  it('lets an admin with user_details ban and lift at a supplier', async () => {
    const token = await tokenOf(11);
    const res = await sendAs(token, 'POST', `/api/user/${USER}/supplier-ban`, { id: 1, type: 6, ban_indefinite: true, comment: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZSupplierStatisticsAnswer.parse(res.json()).data.supplier_statistics.find((s) => s.id === 1)?.user_status).toBe('disabled');
    const lift = await gateway.inject({ method: 'DELETE', url: `/api/user/${USER}/ban/1`, headers: { authorization: `Bearer ${token}` } });
    expect(lift.statusCode, lift.body).toBe(200);
  });

  it('changes the status of several users in one call, all or none, and never where an approval is needed', async () => {
    const users = [USER + 5, USER + 6];
    const statusOf = async (id: number) =>
      (await database.db.query<{ status: number }>('SELECT status FROM admin.users WHERE id = $1', [id])).rows[0]?.status;
    const before = await Promise.all(users.map(statusOf));
    const review = { status: 4, comment: 'Bulk review' };
    const staff = await tokenOf(201);
    const staffBan = await sendAs(staff, 'PUT', '/api/users/status', { ...review, status: 2, ban_indefinite: true, user_ids: users });
    expect(staffBan.statusCode).toBe(403);
    expect(staffBan.json()).toEqual({ errors: STATUS_ACTION_MESSAGES.approvalNeeded });
    const admin = await tokenOf(11);
    const activate = await sendAs(admin, 'PUT', '/api/users/status', { ...review, status: 1, user_ids: users });
    expect(activate.statusCode).toBe(422);
    expect(JSON.stringify(activate.json())).toContain(USER_BULK_STATUS_MESSAGES.statusInvalid);
    const missing = await sendAs(admin, 'PUT', '/api/users/status', { ...review, user_ids: [...users, 99_999_999] });
    expect(missing.statusCode).toBe(404);
    expect(await Promise.all(users.map(statusOf))).toEqual(before);
    const done = await sendAs(admin, 'PUT', '/api/users/status', { ...review, user_ids: users });
    expect(done.statusCode, done.body).toBe(200);
    expect(ZUserBulkStatusAnswer.parse(done.json()).data.changed).toBe(2);
    expect(await Promise.all(users.map(statusOf))).toEqual([4, 4]);
    const audits = await database.db.query('SELECT 1 FROM admin.user_action_audit WHERE user_id = ANY($1) AND action = $2', [
      users,
      'status',
    ]);
    expect(audits.rowCount).toBe(2);
  });
});
