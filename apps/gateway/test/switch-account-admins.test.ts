import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCH_ACCOUNT_PERMISSION } from '@bo/contract';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** The switch-account modal reads GET /api/admins: switch_account alone must open that list. */
describe('admins list for the switch-account modal', () => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 301, role: 3, modules: [SWITCH_ACCOUNT_PERMISSION] },
        { id: 302, role: 3, modules: ['users'] },
      ],
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('lets a switch_account holder list the admins, forwarding switch_account as the permission', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(await signIn(gw.app, 301)) });
    expect(res.statusCode).toBe(200);
    expect(gw.records.at(-1)).toMatchObject({ path: '/api/admins', decision: 'allow', permission: SWITCH_ACCOUNT_PERMISSION });
  });

  it('still refuses an admin holding neither admins nor switch_account', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(await signIn(gw.app, 302)) });
    expect(res.statusCode).toBe(403);
    expect(gw.records.at(-1)).toMatchObject({ path: '/api/admins', decision: 'deny' });
  });
});

/** Issue 14, item 1: a fixed grant needs both the account switched into and the person who switched. */
describe('fixed grants while switched', () => {
  let gw: TestGateway;
  const goodwill = { method: 'POST' as const, url: '/api/user/7/goodwill-credit', payload: {} };

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 9, role: 2, modules: ['users', SWITCH_ACCOUNT_PERMISSION] },
        { id: 26, role: 2, modules: ['users', 'user_details'] },
      ],
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  const switchInto = async (from: number, to: number): Promise<string> => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: bearer(await signIn(gw.app, from)),
      payload: { admin_id: to },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  };

  it('refuses 9, switched into 26, the User credit grant that 9 does not hold', async () => {
    const res = await gw.app.inject({ ...goodwill, headers: bearer(await switchInto(9, 26)) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: 'You do not have the permission: user_credit' });
    expect(gw.records.at(-1)).toMatchObject({ admin_id: 9, acting_as: 26, decision: 'deny', reason: 'original-lacks-grant' });
    expect(gw.upstreams.admin.seen.some((s) => s.url.includes('goodwill-credit'))).toBe(false);
  });

  it('allows it when both hold it (super admin 1 switched into 26), and 26 signed in as itself', async () => {
    const switched = await gw.app.inject({ ...goodwill, headers: bearer(await switchInto(1, 26)) });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ permission: 'user_credit', admin_id: 26, original_admin_id: 1 });
    const itself = await gw.app.inject({ ...goodwill, headers: bearer(await signIn(gw.app, 26)) });
    expect(itself.statusCode).toBe(200);
  });
});
