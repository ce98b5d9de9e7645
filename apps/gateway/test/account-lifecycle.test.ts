import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_TTL_MS, ACCOUNT_MESSAGES, ADMIN_LOG_SERVER_ACTIONS } from '@bo/contract';
import { readGatewayEnv } from '../src/env.ts';
import { MESSAGE } from '../src/messages.ts';
import { bearer, emailOf, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';

const NEW_PASSWORD = 'violet-harbour-kettle-49';
const count = async (gw: TestGateway, sql: string, params: unknown[]): Promise<number> =>
  Number((await gw.db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) q`, params)).rows[0]!.n);
const adminLogs = (gw: TestGateway, action: string): Promise<number> =>
  count(gw, `SELECT 1 FROM admin.admin_logs WHERE action = $1 AND origin = 'server'`, [action]);
const secretOf = (path: string): string => new URL(path, 'http://x').searchParams.values().next().value!;

/** Issue 24 items 3 and 6: invitations while registration is closed, password change and reset, strength. */
describe('account lifecycle', () => {
  let gw: TestGateway;
  const login = (email: string, password: string) => gw.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  // Each from an address of its own: registrations are limited per address.
  let address = 0;
  const register = (payload: Record<string, unknown>) =>
    gw.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: `10.0.0.${++address}` });

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 5, role: 1, modules: [] },
        { id: 7, role: 2, modules: ['admins', 'users'] },
        { id: 8, role: 3, modules: ['users'] },
      ],
      gateway: { registration: false },
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('refuses common and context passwords at register with 422 naming the field, making nothing', async () => {
    const before = await count(gw, 'SELECT 1 FROM core.admins', []);
    const link = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/invitations',
      headers: bearer(await signIn(gw.app, 5)),
      payload: { email: 'weak@gateway.test' },
    });
    const invitation = secretOf(link.json().path);
    for (const [password, message] of [
      ['password123', ACCOUNT_MESSAGES.passwordTooCommon],
      ['1234567890', ACCOUNT_MESSAGES.passwordTooCommon],
      ['weak@gateway.test', ACCOUNT_MESSAGES.passwordFromAccount],
    ] as const) {
      const res = await register({ name: 'Weak', email: 'weak@gateway.test', password, invitation });
      expect(res.statusCode, password).toBe(422);
      expect(res.json(), password).toEqual({ errors: { password: [message] } });
    }
    expect(await count(gw, 'SELECT 1 FROM core.admins', [])).toBe(before);
  });

  it('closes self-registration unless a super admin invited that e-mail, once and before the link expires', async () => {
    const closed = await register({ name: 'Walk In', email: 'walkin@gateway.test', password: NEW_PASSWORD });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ errors: ACCOUNT_MESSAGES.registrationClosed });

    const notSuper = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/invitations',
      headers: bearer(await signIn(gw.app, 7)),
      payload: { email: 'x@gateway.test' },
    });
    expect(notSuper.statusCode).toBe(403);
    expect(notSuper.json()).toEqual({ errors: ACCOUNT_MESSAGES.superAdminOnly });
    const staff = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/invitations',
      headers: bearer(await signIn(gw.app, 8)),
      payload: { email: 'x@gateway.test' },
    });
    expect(staff.statusCode).toBe(403);

    const superToken = await signIn(gw.app, 1);
    const taken = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/invitations',
      headers: bearer(superToken),
      payload: { email: emailOf(8) },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: { email: [MESSAGE.emailTaken] } });

    const logsBefore = await adminLogs(gw, ADMIN_LOG_SERVER_ACTIONS.adminInvitation);
    const issued = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/invitations',
      headers: bearer(superToken),
      payload: { email: 'invited@gateway.test' },
    });
    expect(issued.statusCode).toBe(201);
    expect(issued.json().path).toMatch(/^\/register\?invitation=[\w-]{40,}$/);
    expect(Date.parse(issued.json().expires_at)).toBe(gw.clock.now + ACCOUNT_LINK_TTL_MS.invitation);
    expect(await adminLogs(gw, ADMIN_LOG_SERVER_ACTIONS.adminInvitation)).toBe(logsBefore + 1);
    const invitation = secretOf(issued.json().path);

    const otherEmail = await register({ name: 'Other', email: 'other@gateway.test', password: NEW_PASSWORD, invitation });
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json()).toEqual({ errors: { email: [ACCOUNT_MESSAGES.invitationOtherEmail] } });
    const forged = await register({ name: 'Forged', email: 'invited@gateway.test', password: NEW_PASSWORD, invitation: `${invitation}x` });
    expect(forged.json()).toEqual({ errors: { invitation: [ACCOUNT_MESSAGES.invitationInvalid] } });

    const made = await register({ name: 'Invited', email: 'Invited@gateway.test', password: NEW_PASSWORD, invitation });
    expect(made.statusCode).toBe(201);
    expect(made.json().admin).toMatchObject({ role: 3, permissions: { modules: [] } });
    const reused = await register({ name: 'Again', email: 'invited@gateway.test', password: NEW_PASSWORD, invitation });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: { invitation: [ACCOUNT_MESSAGES.invitationInvalid] } });

    const late = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/invitations',
      headers: bearer(superToken),
      payload: { email: 'late@gateway.test' },
    });
    gw.clock.now += ACCOUNT_LINK_TTL_MS.invitation + 1;
    try {
      const expired = await register({
        name: 'Late',
        email: 'late@gateway.test',
        password: NEW_PASSWORD,
        invitation: secretOf(late.json().path),
      });
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toEqual({ errors: { invitation: [ACCOUNT_MESSAGES.invitationInvalid] } });
      expect(await count(gw, 'SELECT 1 FROM core.admins WHERE email = $1', ['late@gateway.test'])).toBe(0);
    } finally {
      gw.clock.now -= ACCOUNT_LINK_TTL_MS.invitation + 1;
    }
  });

  it('changes a password with the current one, ending the other sessions and keeping this one', async () => {
    const other = await signIn(gw.app, 7);
    const current = await signIn(gw.app, 7);
    const change = (payload: Record<string, unknown>) =>
      gw.app.inject({ method: 'PUT', url: '/api/account/password', headers: bearer(current), payload });

    const wrong = await change({ current_password: 'not it', password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] } });
    for (const [password, message] of [
      ['password123', ACCOUNT_MESSAGES.passwordTooCommon],
      ['1234567890', ACCOUNT_MESSAGES.passwordTooCommon],
      [emailOf(7), ACCOUNT_MESSAGES.passwordFromAccount],
    ] as const) {
      const weak = await change({ current_password: PASSWORD, password });
      expect(weak.statusCode, password).toBe(422);
      expect(weak.json(), password).toEqual({ errors: { password: [message] } });
    }
    expect((await login(emailOf(7), PASSWORD)).statusCode).toBe(200);

    const open = await count(gw, 'SELECT 1 FROM gateway.sessions WHERE admin_id = 7 AND revoked_at IS NULL', []);
    const done = await change({ current_password: PASSWORD, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    // `other`, the sign-in just above and the earlier test's: all but this one.
    expect(done.json()).toEqual({ ended_sessions: open - 1 });
    expect(open).toBeGreaterThanOrEqual(3);
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(current) })).statusCode).toBe(200);
    expect((await login(emailOf(7), PASSWORD)).statusCode).toBe(422);
    expect((await login(emailOf(7), NEW_PASSWORD)).statusCode).toBe(200);
    expect(await adminLogs(gw, ADMIN_LOG_SERVER_ACTIONS.adminPasswordChange)).toBe(1);
  });

  it('resets a password by a super admin one-time link, ending every session of that admin', async () => {
    const victimSession = await signIn(gw.app, 8);
    const superToken = await signIn(gw.app, 5);
    const issue = (id: number, token = superToken) =>
      gw.app.inject({ method: 'POST', url: `/api/admins/${id}/password-reset-link`, headers: bearer(token) });
    expect((await issue(5)).json()).toEqual({ errors: ACCOUNT_MESSAGES.resetOwnPassword });
    expect((await issue(1)).json()).toEqual({ errors: ACCOUNT_MESSAGES.resetSupremeAdmin });
    expect((await issue(999)).statusCode).toBe(404);
    expect((await issue(8, await signIn(gw.app, 8))).statusCode).toBe(403);

    const first = await issue(8);
    const issued = await issue(8);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().path).toMatch(/^\/reset-password\?token=/);
    const token = secretOf(issued.json().path);
    const reset = (payload: Record<string, unknown>) => gw.app.inject({ method: 'POST', url: '/api/password-reset', payload });

    // A newer link replaces the older one.
    expect((await reset({ token: secretOf(first.json().path), password: NEW_PASSWORD })).json()).toEqual({
      errors: { token: [ACCOUNT_MESSAGES.resetLinkInvalid] },
    });
    const weak = await reset({ token, password: 'password123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({ errors: { password: [ACCOUNT_MESSAGES.passwordTooCommon] } });
    // Nothing changed: the old password and the session still work, the link is still usable.
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(victimSession) })).statusCode).toBe(200);

    const done = await reset({ token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(victimSession) })).statusCode).toBe(401);
    expect((await login(emailOf(8), PASSWORD)).statusCode).toBe(422);
    expect((await login(emailOf(8), NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset({ token, password: 'another-fresh-passphrase-8' })).statusCode).toBe(422);
    expect(gw.records.filter((r) => r.event?.type === 'password-reset')).toHaveLength(1);
    expect(await adminLogs(gw, ADMIN_LOG_SERVER_ACTIONS.adminPasswordReset)).toBe(1);
    expect(await adminLogs(gw, ADMIN_LOG_SERVER_ACTIONS.adminPasswordResetLink)).toBe(2);
  });

  it('expires a reset link after an hour', async () => {
    const issued = await gw.app.inject({
      method: 'POST',
      url: '/api/admins/7/password-reset-link',
      headers: bearer(await signIn(gw.app, 1)),
    });
    gw.clock.now += ACCOUNT_LINK_TTL_MS['password-reset'] + 1;
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token: secretOf(issued.json().path), password: 'lantern-orbit-mosaic-77' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { token: [ACCOUNT_MESSAGES.resetLinkInvalid] } });
  });

  it('holds a write the catalogue says takes no body to it: nothing or {} signs out, an array is refused (issue 20)', async () => {
    const logout = async (payload?: unknown) => {
      // Admin 1: the tests above changed admin 7's password.
      const token = await signIn(gw.app, 1);
      const res = await gw.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
        ...(payload === undefined
          ? {}
          : { payload: JSON.stringify(payload), headers: { ...bearer(token), 'content-type': 'application/json' } }),
      });
      const still = (await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode;
      return { status: res.statusCode, body: res.body, still };
    };
    expect(await logout()).toEqual({ status: 204, body: '', still: 401 });
    expect(await logout({})).toEqual({ status: 204, body: '', still: 401 });
    const refused = await logout([1, 2]);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toHaveProperty('errors');
    // Refused before the handler ran: the session is still open.
    expect(refused.still).toBe(200);
  });
});

describe('REGISTRATION', () => {
  const base = {
    DATABASE_URL: 'postgres://x',
    JWT_SECRET: 'j'.repeat(32),
    UPSTREAM_CONTEXT_SECRET: 'c'.repeat(32),
    DATA_PROTECTION_KEY: 'd'.repeat(32),
  };
  it('is off unless set on, and refuses a value that is neither', () => {
    expect(readGatewayEnv(base).registration).toBe(false);
    expect(readGatewayEnv({ ...base, REGISTRATION: 'on' }).registration).toBe(true);
    expect(readGatewayEnv({ ...base, REGISTRATION: 'OFF' }).registration).toBe(false);
    expect(() => readGatewayEnv({ ...base, REGISTRATION: 'maybe' })).toThrow('REGISTRATION must be on or off: maybe');
  });
});
