import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, FIXED_GRANT_ADMIN_IDS, FIXED_GRANT_HOLDERS, type ApiCall } from '@bo/contract';
import { DEMO_ADMINS, DEMO_PASSWORD, demoAdminEmail, seedCore, todayNoonUtc } from '@bo/db';
import { bearer, startTestGateway, type TestGateway } from './helper.ts';

const singlePermission = (c: ApiCall): string | null =>
  typeof c.permission === 'string' ? c.permission : c.permission.length === 1 ? (c.permission[0] ?? null) : null;

/** A catalogued upstream call needing one fixed grant that admin 26 holds (user credit, add/edit offer ...). */
const grantCall = apiCalls.find((c) => {
  const p = singlePermission(c);
  return c.upstream !== 'gateway' && p !== null && FIXED_GRANT_HOLDERS.get(p)?.includes(26) === true;
});

const concrete = (path: string): string => path.replace(/:[A-Za-z_]\w*/g, '7');

describe('the demo admins through the gateway', () => {
  let gw: TestGateway;
  const login = (id: number) =>
    gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: demoAdminEmail(id), password: DEMO_PASSWORD } });

  beforeAll(async () => {
    gw = await startTestGateway({ seed: (db) => seedCore(db, { scale: 1, now: todayNoonUtc() }) });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('holds an admin for every id a fixed grant names', () => {
    const ids = new Set(DEMO_ADMINS.map((a) => a.id));
    for (const id of FIXED_GRANT_ADMIN_IDS) expect(ids.has(id), `admin ${id}`).toBe(true);
  });

  it('signs in every demo admin with role 1 or modules, and refuses the others with the no-access message', async () => {
    for (const admin of DEMO_ADMINS) {
      const res = await login(admin.id);
      if (admin.role === 1 || admin.modules.length > 0) {
        expect(res.statusCode, `admin ${admin.id}`).toBe(200);
        expect(res.json().admin.id).toBe(admin.id);
      } else {
        expect(res.statusCode, `admin ${admin.id}`).toBe(403);
        expect(res.json()).toEqual({ errors: 'Your account has no access yet. A super admin must grant you modules.' });
      }
    }
    // About 21 sign-ins at scrypt N=2^17 (~0.4 s each, more on a loaded machine).
  }, 120_000);

  it.runIf(grantCall)('lets a fixed grant of admin 26 through where a staff admin without it is refused', async () => {
    const call = grantCall!;
    const permission = singlePermission(call)!;
    const holders = FIXED_GRANT_HOLDERS.get(permission)!;
    const staff = DEMO_ADMINS.find((a) => a.role !== 1 && a.modules.length > 0 && !holders.includes(a.id))!;
    const granted = (await login(26)).json().token as string;
    const other = (await login(staff.id)).json().token as string;
    const body = call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} };
    const allowed = await gw.app.inject({ method: call.method, url: concrete(call.path), headers: bearer(granted), ...body });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ ok: true, permission, admin_id: 26 });
    const refused = await gw.app.inject({ method: call.method, url: concrete(call.path), headers: bearer(other), ...body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: `You do not have the permission: ${permission}` });
  });
});
