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
