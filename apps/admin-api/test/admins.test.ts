import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LOG_MESSAGES, ADMIN_LOG_SERVER_ACTIONS } from '@bo/contract';
import { DEMO_ADMINS, demoAdminEmail } from '@bo/db';
import { buildTestAdminApi, type TestAdminApi } from './helper.ts';

let api: TestAdminApi;

beforeAll(async () => {
  api = await buildTestAdminApi();
});

afterAll(async () => {
  await api?.close();
});

const listAdmins = (query = '') =>
  api.app.inject({ method: 'GET', url: `/api/admins${query}`, headers: api.as({ adminId: 1, role: 1, permission: 'admins' }) });

describe('GET /api/admins', () => {
  it('lists every admin with id, name, e-mail, role, colour and modules, never the password hash', async () => {
    const res = await listAdmins();
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<Record<string, unknown>> };
    expect(data.map((a) => a.id)).toEqual(DEMO_ADMINS.map((a) => a.id));
    for (const admin of data) expect(Object.keys(admin).sort()).toEqual(['email', 'hex_color', 'id', 'modules', 'name', 'role']);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('scrypt$');
    expect(data.find((a) => a.id === 200)).toEqual({
      id: 200,
      name: 'Nadia Staff',
      email: 'admin200@demo.test',
      role: 3,
      hex_color: '#495057',
      modules: ['surveys', 'survey_details'],
    });
  });

  it('filters by part of the name or e-mail, in any case', async () => {
    const byName = (await listAdmins('?search=nADia')).json() as { data: Array<{ id: number }> };
    expect(byName.data.map((a) => a.id)).toEqual([200]);
    const byEmail = (await listAdmins(`?search=${encodeURIComponent(demoAdminEmail(26))}`)).json() as { data: Array<{ id: number }> };
    expect(byEmail.data.map((a) => a.id)).toEqual([26]);
  });

  it('filters by exact id and treats LIKE wildcards as text', async () => {
    const byId = (await listAdmins('?search=160')).json() as { data: Array<{ id: number }> };
    expect(byId.data.map((a) => a.id)).toEqual([160]);
    const wildcard = (await listAdmins('?search=%25')).json() as { data: unknown[] };
    expect(wildcard.data).toEqual([]);
  });

  it('refuses a request that did not come through the gateway', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/admins' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'Unauthenticated! (missing gateway context)' });
  });
});

describe('POST /api/admin-logs', () => {
  type LogRow = {
    admin_id: number;
    original_admin_id: number | null;
    type: string;
    action: string | null;
    request_url: string;
    data: unknown;
    origin: string;
    created_at: Date | string;
  };
  const logRow = async (id: number): Promise<LogRow | undefined> =>
    (
      await api.db.query<LogRow>(
        'SELECT admin_id, original_admin_id, type, action, request_url, data, origin, created_at FROM admin.admin_logs WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('records a page view of the caller and answers 201 with its id', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin-logs',
      headers: api.as({ adminId: 200, role: 3 }),
      payload: { type: 'page_view', request_url: '/surveys?page=2' },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: { id: number } };
    expect(data.id).toBeGreaterThan(0);
    const row = await logRow(data.id);
    expect(row).toMatchObject({
      admin_id: 200,
      original_admin_id: null,
      type: 'page_view',
      action: null,
      request_url: '/surveys?page=2',
      data: null,
    });
    expect(row?.created_at).toBeTruthy();
  });

  it('records an action with its data, naming the admin acting through a switched account', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin-logs',
      headers: api.as({ adminId: 26, originalAdminId: 1 }),
      payload: { type: 'action', action: 'clipboard_copy', request_url: '/user/42', data: { userId: 42, tags: ['a', 'b'] } },
    });
    expect(res.statusCode).toBe(201);
    const row = await logRow((res.json() as { data: { id: number } }).data.id);
    expect(row).toMatchObject({
      admin_id: 26,
      original_admin_id: 1,
      type: 'action',
      action: 'clipboard_copy',
      data: { userId: 42, tags: ['a', 'b'] },
      origin: 'client',
    });
  });

  it('answers 400 with field errors for an unknown type or a missing url', async () => {
    const badType = await api.app.inject({
      method: 'POST',
      url: '/api/admin-logs',
      headers: api.as({ adminId: 200 }),
      payload: { type: 'click', request_url: '/users' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ errors: { type: [ADMIN_LOG_MESSAGES.typeInvalid] } });

    const noUrl = await api.app.inject({
      method: 'POST',
      url: '/api/admin-logs',
      headers: api.as({ adminId: 200 }),
      payload: { type: 'action' },
    });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toEqual({ errors: { request_url: [ADMIN_LOG_MESSAGES.requestUrlRequired] } });
  });

  /** Issue 14, item 2: the logs cannot be forged or used as storage. */
  const send = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/admin-logs', headers: api.as({ adminId: 200, role: 3 }), payload });
  const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

  it('refuses an action mimicking a server-written permission change, and any action outside the catalogue', async () => {
    const forged = await send({
      type: 'action',
      action: ADMIN_LOG_SERVER_ACTIONS.adminAccess,
      request_url: '/api/admins/9/access',
      data: { admin_id: 9, before: { role: 3 }, after: { role: 1 } },
    });
    expect(forged.statusCode).toBe(400);
    expect(errorsOf(forged)).toEqual({ action: [ADMIN_LOG_MESSAGES.actionUnknown] });
    for (const action of ['user.status', 'copy_user_id', ''])
      expect((await send({ type: 'action', action, request_url: '/users' })).statusCode).toBe(400);
    expect(errorsOf(await send({ type: 'action', request_url: '/users' }))).toEqual({ action: [ADMIN_LOG_MESSAGES.actionRequired] });
    const rows = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.admin_logs WHERE action = 'admin.access' AND admin_id = 200`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('lets the server set who and when: a body naming them is refused', async () => {
    for (const extra of [{ admin_id: 1 }, { created_at: '2020-01-01T00:00:00Z' }, { origin: 'server' }]) {
      const res = await send({ type: 'page_view', request_url: '/users', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('takes only paths of the route table or the API as request_url', async () => {
    expect((await send({ type: 'page_view', request_url: '/api/user/5/goodwill-credit' })).statusCode).toBe(201);
    for (const url of ['https://evil.test/users', '//evil.test/users', '/no-such-page/x/y/z', 'users'])
      expect(errorsOf(await send({ type: 'page_view', request_url: url })), url).toEqual({
        request_url: [ADMIN_LOG_MESSAGES.requestUrlUnknown],
      });
  });

  it('keeps data small and shallow, and page views without action or data', async () => {
    const big = await send({ type: 'action', action: 'click', request_url: '/users', data: { blob: 'x'.repeat(1_000_000) } });
    expect(big.statusCode).toBe(400);
    expect(errorsOf(big)).toEqual({ data: [ADMIN_LOG_MESSAGES.dataTooLarge] });
    const deep = await send({ type: 'action', action: 'click', request_url: '/users', data: { a: { b: { c: { d: 1 } } } } });
    expect(errorsOf(deep)).toEqual({ data: [ADMIN_LOG_MESSAGES.dataTooDeep] });
    const ok = await send({
      type: 'action',
      action: 'filter_search',
      request_url: '/users?page=1',
      data: { filters: { status: '1,2' }, search: 'ab' },
    });
    expect(ok.statusCode).toBe(201);
    expect(errorsOf(await send({ type: 'page_view', request_url: '/users', data: { x: 1 } }))).toEqual({
      type: [ADMIN_LOG_MESSAGES.pageViewExtra],
    });
  });

  it('refuses a log without the gateway context', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/admin-logs', payload: { type: 'page_view', request_url: '/surveys' } });
    expect(res.statusCode).toBe(401);
    const count = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.admin_logs WHERE request_url = $1', ['/surveys']);
    expect(count.rows[0]?.n).toBe(0);
  });
});
