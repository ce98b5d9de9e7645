import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { ADMIN_LOG_SERVER_ACTIONS, FACTOR_MESSAGES, RECOVERY_CODE_COUNT } from '@bo/contract';
import { bearer, emailOf, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';

const codeAt = (secret: string, ms: number): Promise<string> => generate({ secret, epoch: Math.floor(ms / 1000) });
const count = async (gw: TestGateway, sql: string, params: unknown[]): Promise<number> =>
  Number((await gw.db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) q`, params)).rows[0]!.n);

/** Enrols admin `id` through HTTP: answers the seed and the recovery codes. */
async function enrol(gw: TestGateway, token: string): Promise<{ secret: string; codes: string[] }> {
  const started = await gw.app.inject({ method: 'POST', url: '/api/account/totp', headers: bearer(token) });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await gw.app.inject({
    method: 'POST',
    url: '/api/account/totp/confirm',
    headers: bearer(token),
    payload: { code: await codeAt(secret, gw.clock.now) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, codes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

/** Issue 24 item 1: TOTP enrolment with recovery codes, sign-in with a code used once, a super admin's reset. */
describe('second factor (TOTP)', () => {
  let gw: TestGateway;
  const login = (id: number, code?: string) =>
    gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(id), password: PASSWORD, ...(code ? { code } : {}) } });

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 7, role: 2, modules: ['admins', 'users'] },
        { id: 8, role: 3, modules: ['users'] },
        { id: 9, role: 3, modules: ['users'] },
      ],
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('enrols with a QR code or the typed secret, keeps the seed encrypted, and answers 10 recovery codes once', async () => {
    const token = await signIn(gw.app, 8);
    const started = await gw.app.inject({ method: 'POST', url: '/api/account/totp', headers: bearer(token) });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri: uri, qr_code: qr } = started.json() as { secret: string; otpauth_uri: string; qr_code: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/Backoffice:admin8%40gateway\\.test\\?.*secret=${secret}`));
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const stored = (await gw.db.query<{ pending_secret: string }>('SELECT pending_secret FROM gateway.admin_factors WHERE admin_id = 8'))
      .rows[0]!;
    expect(stored.pending_secret).not.toContain(secret);
    expect(stored.pending_secret).toMatch(/^v1\./);

    // A wrong or expired code: 422 naming the field, nothing enrolled.
    for (const code of ['000000', await codeAt(secret, gw.clock.now - 5 * 60_000), 'abc']) {
      const bad = await gw.app.inject({ method: 'POST', url: '/api/account/totp/confirm', headers: bearer(token), payload: { code } });
      expect(bad.statusCode, code).toBe(422);
      expect(bad.json(), code).toEqual({ errors: { code: [FACTOR_MESSAGES.codeWrong] } });
    }
    expect(await count(gw, 'SELECT 1 FROM gateway.admin_factors WHERE totp_secret IS NOT NULL', [])).toBe(0);
    expect((await login(8)).statusCode).toBe(200);

    const confirmed = await gw.app.inject({
      method: 'POST',
      url: '/api/account/totp/confirm',
      headers: bearer(token),
      payload: { code: await codeAt(secret, gw.clock.now) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const hashes = (await gw.db.query<{ code_hash: string }>('SELECT code_hash FROM gateway.recovery_codes WHERE admin_id = 8')).rows;
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    const row = (await gw.db.query<{ totp_secret: string }>('SELECT totp_secret FROM gateway.admin_factors WHERE admin_id = 8')).rows[0]!;
    expect(row.totp_secret).not.toContain(secret);
    expect(
      await count(gw, `SELECT 1 FROM admin.admin_logs WHERE action = $1 AND origin = 'server'`, [
        ADMIN_LOG_SERVER_ACTIONS.adminFactorEnrolled,
      ]),
    ).toBe(1);
    const factors = await gw.app.inject({ method: 'GET', url: '/api/account/factors', headers: bearer(token) });
    expect(factors.json()).toEqual({ totp: true, passkeys: [], recovery_codes_left: RECOVERY_CODE_COUNT, enrolment_required: false });

    // Enrolled: a second enrolment (a stolen session replacing the phone) is refused.
    const again = await gw.app.inject({ method: 'POST', url: '/api/account/totp', headers: bearer(token) });
    expect(again.statusCode).toBe(409);
  });

  it('signs in with the password and a code; a missing, wrong, expired or reused code is 422 naming `code`', async () => {
    const token = await signIn(gw.app, 9);
    const { secret, codes } = await enrol(gw, token);
    const sessions = () => count(gw, 'SELECT 1 FROM gateway.sessions WHERE admin_id = 9', []);
    const before = await sessions();

    const missing = await login(9);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeRequired] } });
    // The code confirming the enrolment was of this time step: it is spent.
    const reused = await login(9, await codeAt(secret, gw.clock.now));
    expect(reused.json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeReused] } });
    const wrong = await login(9, '123456');
    expect(wrong.json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeWrong] } });
    const expired = await login(9, await codeAt(secret, gw.clock.now - 3 * 60_000));
    expect(expired.json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeWrong] } });
    expect(await sessions()).toBe(before);
    const deniedRecord = gw.records.findLast((r) => r.path === '/api/login');
    expect(deniedRecord?.event).toMatchObject({ type: 'login', outcome: 'wrong-code' });

    gw.clock.now += 30_000;
    const next = await codeAt(secret, gw.clock.now);
    const ok = await login(9, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().enrolment_required).toBeUndefined();
    // The same code a second time, within its step: refused.
    expect((await login(9, next)).json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeReused] } });

    // A recovery code works once, in place of a code.
    expect((await login(9, codes[0]!.toUpperCase())).statusCode).toBe(200);
    expect((await login(9, codes[0])).json()).toEqual({ errors: { code: [FACTOR_MESSAGES.recoveryCodeWrong] } });
    const left = await gw.app.inject({ method: 'GET', url: '/api/account/factors', headers: bearer(token) });
    expect(left.json().recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('lets a super admin reset a member’s factors, audited; nobody else, never their own', async () => {
    const superToken = await signIn(gw.app, 1);
    const manager = await gw.app.inject({ method: 'DELETE', url: '/api/admins/9/factors', headers: bearer(await signIn(gw.app, 7)) });
    expect(manager.statusCode).toBe(403);
    const own = await gw.app.inject({ method: 'DELETE', url: '/api/admins/1/factors', headers: bearer(superToken) });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ errors: FACTOR_MESSAGES.resetOwnFactors });
    expect((await login(9)).statusCode).toBe(422);

    const reset = await gw.app.inject({ method: 'DELETE', url: '/api/admins/9/factors', headers: bearer(superToken) });
    expect(reset.statusCode).toBe(204);
    expect(await count(gw, 'SELECT 1 FROM gateway.recovery_codes WHERE admin_id = 9', [])).toBe(0);
    const log = await gw.db.query<{ admin_id: number; data: { admin_id: number; had_totp: boolean; had_passkeys: number } }>(
      `SELECT admin_id, data FROM admin.admin_logs WHERE action = $1 AND origin = 'server'`,
      [ADMIN_LOG_SERVER_ACTIONS.adminFactorsReset],
    );
    expect(log.rows).toEqual([{ admin_id: 1, data: { admin_id: 9, had_totp: true, had_passkeys: 0 } }]);
    expect(gw.records.findLast((r) => r.path === '/api/admins/9/factors')?.event).toMatchObject({ type: 'factors-reset', admin_id: 9 });
    // Signs in with the password alone again (and may enrol anew).
    expect((await login(9)).statusCode).toBe(200);
  });
});

/** MFA_REQUIRED: an admin without a factor signs in, but may only enrol (and read /api/me, sign out) until done. */
describe('MFA_REQUIRED', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 8, role: 3, modules: ['users'] }], gateway: { mfaRequired: true } });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('limits a session without a factor to enrolment, then opens it', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(8), password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().enrolment_required).toBe(true);
    const token = res.json().token as string;
    const blocked = await gw.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ errors: FACTOR_MESSAGES.enrolmentRequired });
    expect(gw.records.findLast((r) => r.path === '/api/users')?.reason).toBe('enrolment-required');
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    const factors = await gw.app.inject({ method: 'GET', url: '/api/account/factors', headers: bearer(token) });
    expect(factors.json()).toEqual({ totp: false, passkeys: [], recovery_codes_left: 0, enrolment_required: true });

    const { secret } = await enrol(gw, token);
    expect((await gw.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
    gw.clock.now += 30_000;
    const next = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: emailOf(8), password: PASSWORD, code: await codeAt(secret, gw.clock.now) },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().enrolment_required).toBeUndefined();
  });
});
