import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACCESS_MESSAGES, SUB_PERMISSION, SWITCH_ACCOUNT_PERMISSION } from '@bo/contract';
import { DEMO_PASSWORD, demoAdminEmail } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;

beforeAll(async () => {
  stack = await buildAdminGatewayStack();
  // Admin 26 edits access without being a super admin: the page, the edit permission and two pages to give.
  await stack.db.query(`UPDATE core.admins SET permissions = jsonb_build_object('modules', $1::jsonb) WHERE id = 26`, [
    JSON.stringify(['admins', SUB_PERMISSION.adminAccessEdit, 'users', 'surveys']),
  ]);
});

afterAll(async () => {
  await stack?.close();
});

const accessOf = async (id: number) =>
  (
    await stack.db.query<{ role: number; permissions: { modules: string[]; main_page?: string | null }; access_version: number }>(
      'SELECT role, permissions, access_version FROM core.admins WHERE id = $1',
      [id],
    )
  ).rows[0]!;

const signIn = async (id: number): Promise<string> => {
  const res = await stack.gateway.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: demoAdminEmail(id), password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
};

const me = (token: string) => stack.gateway.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('PUT /api/admins/:id/access', () => {
  it('gives a staff admin new pages and a main page, logs before and after, and ends their sessions at once', async () => {
    const token = await signIn(201);
    expect((await me(token)).statusCode).toBe(200);
    const before = await accessOf(201);

    const res = await stack.viaGateway(1, 'PUT', '/api/admins/201/access', {
      role: 3,
      modules: ['users', 'surveys', 'users'],
      main_page: 'users',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: { id: 201, role: 3, modules: ['users', 'surveys'], main_page: 'users' } });

    const after = await accessOf(201);
    expect(after.permissions).toEqual({ modules: ['users', 'surveys'], main_page: 'users' });
    expect(after.access_version).toBe(before.access_version + 1);
    expect((await me(token)).statusCode).toBe(401);
    const fresh = await signIn(201);
    expect(((await me(fresh)).json() as { permissions: { modules: string[] } }).permissions.modules).toEqual(['users', 'surveys']);

    const { rows } = await stack.db.query<{
      admin_id: number;
      origin: string;
      data: { admin_id: number; before: { modules: string[] }; after: { modules: string[] } };
    }>(`SELECT admin_id, origin, data FROM admin.admin_logs WHERE action = 'admin.access' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toMatchObject({ admin_id: 1, origin: 'server', data: { admin_id: 201, after: { modules: ['users', 'surveys'] } } });
    expect(rows[0]!.data.before.modules).toEqual(before.permissions.modules);

    const read = await stack.viaGateway(1, 'GET', '/api/admins/201/access');
    expect(read).toEqual({
      status: 200,
      body: { data: expect.objectContaining({ id: 201, modules: ['users', 'surveys'], main_page: 'users' }) },
    });
  });

  it('refuses an admin without the edit permission at the gateway', async () => {
    const res = await stack.viaGateway(200, 'PUT', '/api/admins/202/access', { role: 3, modules: ['users'] });
    expect(res.status).toBe(403);
    expect((await stack.viaGateway(200, 'GET', '/api/admins/202/access')).status).toBe(403);
  });

  it('refuses changing your own access and the supreme super admin', async () => {
    expect(await stack.viaGateway(5, 'PUT', '/api/admins/5/access', { role: 3, modules: [] })).toEqual({
      status: 403,
      body: { errors: ADMIN_ACCESS_MESSAGES.ownAccess },
    });
    expect(await stack.viaGateway(5, 'PUT', '/api/admins/1/access', { role: 2, modules: ['users'] })).toEqual({
      status: 403,
      body: { errors: ADMIN_ACCESS_MESSAGES.supremeAdmin },
    });
  });

  it('lets only a super admin make or change a super admin, and others give only what they hold', async () => {
    const version = (await accessOf(202)).access_version;
    expect(await stack.viaGateway(26, 'PUT', '/api/admins/202/access', { role: 1, modules: [] })).toEqual({
      status: 403,
      body: { errors: ADMIN_ACCESS_MESSAGES.superAdminOnly },
    });
    expect(await stack.viaGateway(26, 'PUT', '/api/admins/5/access', { role: 2, modules: ['users'] })).toEqual({
      status: 403,
      body: { errors: ADMIN_ACCESS_MESSAGES.superAdminOnly },
    });
    const notHeld = await stack.viaGateway(26, 'PUT', '/api/admins/202/access', { role: 3, modules: ['users', 'clicks'] });
    expect(notHeld).toEqual({ status: 422, body: { errors: { modules: [ADMIN_ACCESS_MESSAGES.notYours('clicks')] } } });
    expect((await accessOf(202)).access_version).toBe(version);

    const held = await stack.viaGateway(26, 'PUT', '/api/admins/202/access', { role: 3, modules: ['users'] });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect((await accessOf(202)).access_version).toBe(version + 1);
  });

  it('answers each invalid value with its message and changes nothing', async () => {
    const before = await accessOf(203);
    const cases: Array<[object, unknown]> = [
      [{ role: 4, modules: [] }, { role: [ADMIN_ACCESS_MESSAGES.roleInvalid] }],
      [{ role: 3, modules: ['no_such_page'] }, { modules: [ADMIN_ACCESS_MESSAGES.unknownPermission('no_such_page')] }],
      [{ role: 3, modules: [SUB_PERMISSION.userCredit] }, { modules: [ADMIN_ACCESS_MESSAGES.fixedGrant(SUB_PERMISSION.userCredit)] }],
      [{ role: 3, modules: ['users'], main_page: 'surveys' }, { main_page: [ADMIN_ACCESS_MESSAGES.mainPageNotGranted] }],
    ];
    for (const [body, errors] of cases) {
      const res = await stack.viaGateway(1, 'PUT', '/api/admins/203/access', body);
      expect(res, JSON.stringify(body)).toEqual({ status: 422, body: { errors } });
    }
    expect(await accessOf(203)).toEqual(before);
  });

  it('answers 404 for an admin that does not exist', async () => {
    expect(await stack.viaGateway(1, 'PUT', '/api/admins/999999/access', { role: 3, modules: [] })).toEqual({
      status: 404,
      body: { errors: ADMIN_ACCESS_MESSAGES.adminNotFound(999999) },
    });
  });
});

/** Issue 14, item 1: nobody edits their own access through a switched account; only a super admin gives switch_account. */
describe('admin access behind a switched account', () => {
  beforeAll(async () => {
    // Staff 9 edits access and switches accounts (switch_account given by a super admin: set here directly).
    await stack.db.query(`UPDATE core.admins SET role = 3, permissions = jsonb_build_object('modules', $1::jsonb) WHERE id = 9`, [
      JSON.stringify(['admins', SUB_PERMISSION.adminAccessEdit, 'users', SWITCH_ACCOUNT_PERMISSION]),
    ]);
  });

  it('refuses 9 giving switch_account, which only a super admin may give', async () => {
    const res = await stack.viaGateway(9, 'PUT', '/api/admins/203/access', { role: 3, modules: ['users', SWITCH_ACCOUNT_PERMISSION] });
    expect(res).toEqual({
      status: 422,
      body: { errors: { modules: [ADMIN_ACCESS_MESSAGES.superAdminOnlyPermission(SWITCH_ACCOUNT_PERMISSION)] } },
    });
    const bySuperAdmin = await stack.viaGateway(1, 'PUT', '/api/admins/202/access', {
      role: 3,
      modules: ['users', SWITCH_ACCOUNT_PERMISSION],
    });
    expect(bySuperAdmin.status, JSON.stringify(bySuperAdmin.body)).toBe(200);
  });

  it('refuses 9, switched into 203, raising 9', async () => {
    const given = await stack.viaGateway(9, 'PUT', '/api/admins/203/access', {
      role: 3,
      modules: ['admins', SUB_PERMISSION.adminAccessEdit, 'users'],
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const switched = await stack.gateway.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: { authorization: `Bearer ${await stack.tokenOf(9)}` },
      payload: { admin_id: 203 },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const as203 = { authorization: `Bearer ${(switched.json() as { token: string }).token}` };
    const before = await accessOf(9);
    const raise = await stack.gateway.inject({
      method: 'PUT',
      url: '/api/admins/9/access',
      headers: as203,
      payload: { role: 2, modules: ['users'] },
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json()).toEqual({ errors: ADMIN_ACCESS_MESSAGES.ownAccess });
    expect(await accessOf(9)).toEqual(before);
  });
});
