import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** Issue 24 item 6: a fixed admin-id grant needs the page its action lives on (deny wins). */
describe('a fixed grant without its page', () => {
  let gw: TestGateway;
  const goodwill = { method: 'POST' as const, url: '/api/user/7/goodwill-credit', payload: { amount: 1 } };

  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 93, role: 3, modules: ['surveys'] }] });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('refuses credit to admin 93 set to staff with only surveys, before any upstream sees it', async () => {
    const token = await signIn(gw.app, 93);
    const seenBefore = gw.upstreams.admin.seen.length;
    const res = await gw.app.inject({ ...goodwill, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: 'You do not have the permission: user_credit' });
    expect(gw.records.at(-1)).toMatchObject({ admin_id: 93, decision: 'deny', reason: 'grant-page-missing', permission: 'user_credit' });
    expect(gw.upstreams.admin.seen.length).toBe(seenBefore);
  });

  it('allows it again once 93 holds user details, the page the credit lives on', async () => {
    await gw.db.query(`UPDATE core.admins SET permissions = $1 WHERE id = 93`, [
      JSON.stringify({ modules: ['surveys', 'user_details'], main_page: null }),
    ]);
    const res = await gw.app.inject({ ...goodwill, headers: bearer(await signIn(gw.app, 93)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ permission: 'user_credit', admin_id: 93 });
  });
});
