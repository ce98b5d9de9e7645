import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LOG_SERVER_ACTIONS, FACTOR_MESSAGES, PASSKEY_MESSAGES, RECOVERY_CODE_COUNT } from '@bo/contract';
import { bearer, emailOf, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';
import { softwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator.ts';

/** The relying party the gateway is configured with (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS). */
const RP_ID = 'backoffice.test';
const ORIGIN = 'https://backoffice.test';

interface Options {
  challenge: string;
  rp: { id: string };
  rpId: string;
  allowCredentials?: { id: string }[];
  excludeCredentials?: { id: string }[];
}

const count = async (gw: TestGateway, sql: string, params: unknown[]): Promise<number> =>
  Number((await gw.db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) q`, params)).rows[0]!.n);

/** Issue 24 item 1: passkeys and security keys beside TOTP: registration, sign-in, step-up, removal, reset. */
describe('second factor (passkeys)', () => {
  let gw: TestGateway;
  const post = (url: string, token: string, payload?: object) => gw.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const login = (id: number, extra: object = {}) =>
    gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(id), password: PASSWORD, ...extra } });
  const sessions = (id: number) => count(gw, 'SELECT 1 FROM gateway.sessions WHERE admin_id = $1', [id]);

  /** Registers a new software key for the admin through HTTP. */
  async function enrol(token: string, name: string): Promise<{ key: SoftwareAuthenticator; answer: Record<string, unknown> }> {
    const key = softwareAuthenticator();
    const options = (await post('/api/account/passkeys/registration-options', token)).json() as Options;
    const res = await post('/api/account/passkeys', token, { name, credential: key.register(options, ORIGIN) });
    expect(res.statusCode, res.body).toBe(200);
    return { key, answer: res.json() };
  }

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 8, role: 3, modules: ['users'] },
        { id: 9, role: 3, modules: ['users'] },
        { id: 10, role: 3, modules: ['users'] },
      ],
      gateway: { webauthn: { rpId: RP_ID, origins: [ORIGIN] } },
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('registers a named key against a single-use challenge, stores it, and answers recovery codes for a first factor', async () => {
    const token = await signIn(gw.app, 8);
    const key = softwareAuthenticator();
    const optionsRes = await post('/api/account/passkeys/registration-options', token);
    expect(optionsRes.statusCode).toBe(200);
    const options = optionsRes.json() as Options;
    expect(options.rp.id).toBe(RP_ID);
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);

    // No name: 400 naming `name`; the challenge is untouched (the body never reached the ceremony).
    const unnamed = await post('/api/account/passkeys', token, { name: ' ', credential: key.register(options, ORIGIN) });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.name).toEqual([PASSKEY_MESSAGES.nameRequired]);
    // Signed for another challenge, or from another origin: refused, and the challenge is spent.
    const wrongChallenge = await post('/api/account/passkeys', token, {
      name: 'YubiKey',
      credential: key.register({ ...options, challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, ORIGIN),
    });
    expect(wrongChallenge.statusCode).toBe(422);
    expect(wrongChallenge.json()).toEqual({ errors: { credential: [PASSKEY_MESSAGES.notVerified] } });
    const replayed = await post('/api/account/passkeys', token, { name: 'YubiKey', credential: key.register(options, ORIGIN) });
    expect(replayed.json()).toEqual({ errors: { credential: [PASSKEY_MESSAGES.challengeExpired] } });
    const again = (await post('/api/account/passkeys/registration-options', token)).json() as Options;
    const otherOrigin = await post('/api/account/passkeys', token, {
      name: 'YubiKey',
      credential: key.register(again, 'https://evil.test'),
    });
    expect(otherOrigin.json()).toEqual({ errors: { credential: [PASSKEY_MESSAGES.notVerified] } });
    // A challenge answered after it expired.
    const late = (await post('/api/account/passkeys/registration-options', token)).json() as Options;
    gw.clock.now += 6 * 60_000;
    const expired = await post('/api/account/passkeys', token, { name: 'YubiKey', credential: key.register(late, ORIGIN) });
    expect(expired.json()).toEqual({ errors: { credential: [PASSKEY_MESSAGES.challengeExpired] } });
    expect(await count(gw, 'SELECT 1 FROM gateway.passkeys', [])).toBe(0);

    const fresh = await signIn(gw.app, 8);
    const fine = (await post('/api/account/passkeys/registration-options', fresh)).json() as Options;
    const added = await post('/api/account/passkeys', fresh, { name: 'YubiKey', credential: key.register(fine, ORIGIN) });
    expect(added.statusCode, added.body).toBe(200);
    const answer = added.json() as { passkey: { id: number; name: string; transports: string[] }; recovery_codes: string[] };
    expect(answer.passkey).toMatchObject({ name: 'YubiKey', transports: ['usb'], last_used_at: null });
    expect(answer.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    const row = (
      await gw.db.query<{ credential_id: string; public_key: string; counter: string }>(
        'SELECT credential_id, public_key, counter FROM gateway.passkeys WHERE admin_id = 8',
      )
    ).rows[0]!;
    expect(row.credential_id).toBe(key.credentialId);
    expect(row.public_key.length).toBeGreaterThan(50);
    expect(Number(row.counter)).toBe(0);
    expect(
      await count(gw, `SELECT 1 FROM admin.admin_logs WHERE action = $1 AND data->>'factor' = 'passkey'`, [
        ADMIN_LOG_SERVER_ACTIONS.adminFactorEnrolled,
      ]),
    ).toBe(1);
    const factors = (await gw.app.inject({ method: 'GET', url: '/api/account/factors', headers: bearer(fresh) })).json();
    expect(factors).toMatchObject({
      totp: false,
      recovery_codes_left: RECOVERY_CODE_COUNT,
      passkeys: [{ id: answer.passkey.id, name: 'YubiKey' }],
    });

    // The same key a second time: 409; a second key: no new recovery codes (the first ones stay).
    const twice = (await post('/api/account/passkeys/registration-options', fresh)).json() as Options;
    expect(twice.excludeCredentials).toEqual([expect.objectContaining({ id: key.credentialId })]);
    expect((await post('/api/account/passkeys', fresh, { name: 'Again', credential: key.register(twice, ORIGIN) })).statusCode).toBe(409);
    const second = await enrol(fresh, 'Laptop');
    expect(second.answer.recovery_codes).toEqual([]);
  });

  it('signs in with the password and a passkey; a wrong challenge, unknown key, replay or counter going back is 422 naming `passkey`', async () => {
    const { key } = await enrol(await signIn(gw.app, 9), 'YubiKey');
    const before = await sessions(9);

    const asked = await login(9);
    expect(asked.statusCode).toBe(422);
    const { errors, passkey_options: options } = asked.json() as { errors: unknown; passkey_options: Options };
    expect(errors).toEqual({ code: [PASSKEY_MESSAGES.passkeyRequired] });
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.credentialId })]);

    // Another key, answering the right challenge: not this admin's.
    const stranger = await login(9, { passkey: softwareAuthenticator().assert(options, ORIGIN) });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ passkey: [PASSKEY_MESSAGES.unknown] });
    expect(gw.records.findLast((r) => r.path === '/api/login')?.event).toMatchObject({ type: 'login', outcome: 'wrong-passkey' });
    // Each refusal hands a fresh challenge; the old one is spent.
    const next = stranger.json().passkey_options as Options;
    expect(next.challenge).not.toBe(options.challenge);
    const stale = await login(9, { passkey: key.assert(options, ORIGIN) });
    expect(stale.json().errors).toEqual({ passkey: [PASSKEY_MESSAGES.notVerified] });
    expect(await sessions(9)).toBe(before);

    const good = key.assert(stale.json().passkey_options as Options, ORIGIN);
    const ok = await login(9, { passkey: good });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sessions(9)).toBe(before + 1);
    const used = (
      await gw.db.query<{ counter: string; last_used_at: Date | null }>(
        'SELECT counter, last_used_at FROM gateway.passkeys WHERE admin_id = 9',
      )
    ).rows[0]!;
    expect(Number(used.counter)).toBe(key.counter - 1);
    expect(used.last_used_at?.getTime()).toBe(gw.clock.now);

    // The same assertion again: its challenge is spent.
    const replay = await login(9, { passkey: good });
    expect(replay.json().errors).toEqual({ passkey: [PASSKEY_MESSAGES.challengeExpired] });
    // A counter going back (a cloned key): refused, the stored counter stays.
    key.counter = 1;
    const cloned = await login(9, { passkey: key.assert(replay.json().passkey_options as Options, ORIGIN) });
    expect(cloned.json().errors).toEqual({ passkey: [PASSKEY_MESSAGES.notVerified] });
    expect(await count(gw, 'SELECT 1 FROM gateway.passkeys WHERE admin_id = 9 AND counter = $1', [used.counter])).toBe(1);
    expect(await sessions(9)).toBe(before + 1);
  });

  it('keeps recovery codes working, accepts a passkey for re-authentication, and lets the owner remove a key (audited)', async () => {
    const token = await signIn(gw.app, 10);
    const { key, answer } = await enrol(token, 'YubiKey');
    const codes = answer.recovery_codes as string[];
    expect((await login(10, { code: codes[0] })).statusCode).toBe(200);
    // A 6-digit code without an authenticator app is wrong, as any wrong code.
    expect((await login(10, { code: '123456' })).json().errors).toEqual({ code: [FACTOR_MESSAGES.codeWrong] });

    gw.clock.now += 11 * 60_000;
    const stepUp = await gw.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${(answer.passkey as { id: number }).id}`,
      headers: bearer(token),
    });
    expect(stepUp.statusCode).toBe(401);
    const options = (await post('/api/account/passkeys/authentication-options', token)).json() as Options;
    const wrong = await post('/api/account/reauthenticate', token, { passkey: softwareAuthenticator().assert(options, ORIGIN) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { passkey: [PASSKEY_MESSAGES.unknown] } });
    const fresh = (await post('/api/account/passkeys/authentication-options', token)).json() as Options;
    const reauth = await post('/api/account/reauthenticate', token, { passkey: key.assert(fresh, ORIGIN) });
    expect(reauth.statusCode, reauth.body).toBe(200);
    expect(gw.records.findLast((r) => r.path === '/api/account/reauthenticate')?.event).toMatchObject({ with: 'passkey' });

    const id = (answer.passkey as { id: number }).id;
    const foreign = await gw.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${id}`, headers: bearer(await signIn(gw.app, 1)) });
    expect(foreign.statusCode).toBe(404);
    const removed = await gw.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${id}`, headers: bearer(token) });
    expect(removed.statusCode).toBe(204);
    expect(await count(gw, 'SELECT 1 FROM admin.admin_logs WHERE action = $1', [ADMIN_LOG_SERVER_ACTIONS.adminFactorRemoved])).toBe(1);
    expect((await login(10)).statusCode).toBe(200);
  });

  it('lets a super admin’s reset remove passkeys too, audited', async () => {
    expect((await login(9)).statusCode).toBe(422);
    const reset = await gw.app.inject({ method: 'DELETE', url: '/api/admins/9/factors', headers: bearer(await signIn(gw.app, 1)) });
    expect(reset.statusCode).toBe(204);
    expect(await count(gw, 'SELECT 1 FROM gateway.passkeys WHERE admin_id = 9', [])).toBe(0);
    const log = await gw.db.query<{ data: object }>(`SELECT data FROM admin.admin_logs WHERE action = $1`, [
      ADMIN_LOG_SERVER_ACTIONS.adminFactorsReset,
    ]);
    expect(log.rows).toEqual([{ data: { admin_id: 9, had_totp: false, had_passkeys: 1 } }]);
    expect((await login(9)).statusCode).toBe(200);
  });
});

/** MFA_REQUIRED counts a passkey as enrolled. */
describe('MFA_REQUIRED with a passkey', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 8, role: 3, modules: ['users'] },
        { id: 12, role: 3, modules: ['users'] },
      ],
      gateway: { mfaRequired: true, webauthn: { rpId: RP_ID, origins: [ORIGIN] } },
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('opens the session once a passkey is registered, and asks for it at the next sign-in', async () => {
    const first = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(8), password: PASSWORD } });
    const token = first.json().token as string;
    expect(first.json().enrolment_required).toBe(true);
    expect((await gw.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(403);
    const key = softwareAuthenticator();
    const options = (
      await gw.app.inject({ method: 'POST', url: '/api/account/passkeys/registration-options', headers: bearer(token) })
    ).json() as Options;
    const added = await gw.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: bearer(token),
      payload: { name: 'Phone', credential: key.register(options, ORIGIN) },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await gw.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);

    const asked = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(8), password: PASSWORD } });
    expect(asked.statusCode).toBe(422);
    const next = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: emailOf(8), password: PASSWORD, passkey: key.assert(asked.json().passkey_options as Options, ORIGIN) },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().enrolment_required).toBeUndefined();
  });

  it('signs in with a passkey alone (usernameless, user verification required) as a sign-in with a second factor', async () => {
    const first = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(12), password: PASSWORD } });
    const enrolling = bearer(first.json().token as string);
    const key = softwareAuthenticator();
    const creation = (
      await gw.app.inject({ method: 'POST', url: '/api/account/passkeys/registration-options', headers: enrolling })
    ).json() as Options;
    const added = await gw.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: enrolling,
      payload: { name: 'Laptop', credential: key.register(creation, ORIGIN) },
    });
    expect(added.statusCode, added.body).toBe(200);

    const challenge = async () => {
      const res = await gw.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
      expect(res.statusCode).toBe(200);
      return res.json() as Options & { userVerification: string };
    };
    const signInWith = (passkey: object, headers: Record<string, string> = {}) =>
      gw.app.inject({ method: 'POST', url: '/api/login/passkey', headers, payload: { passkey } });
    const sessions = async () =>
      Number((await gw.db.query<{ n: string }>('SELECT count(*) AS n FROM gateway.sessions WHERE admin_id = 12')).rows[0]!.n);
    const before = await sessions();

    // Without OIDC_ISSUER the login page shows no single sign-on, and its routes are not there.
    expect((await gw.app.inject({ method: 'GET', url: '/api/login/methods' })).json()).toEqual({ sso: null });
    expect((await gw.app.inject({ method: 'GET', url: '/api/login/sso' })).statusCode).toBe(404);
    // No e-mail, no key named: the authenticator picks its discoverable key; PIN or biometrics required.
    const options = await challenge();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const untouched = await signInWith(key.assert(options, ORIGIN, { userHandle: 'admin-12', userVerified: false }));
    expect(untouched.statusCode).toBe(422);
    expect(untouched.json()).toEqual({ errors: { passkey: [PASSKEY_MESSAGES.notVerified] } });
    // Its challenge is spent whatever the answer.
    const replay = await signInWith(key.assert(options, ORIGIN, { userHandle: 'admin-12' }));
    expect(replay.json()).toEqual({ errors: { passkey: [PASSKEY_MESSAGES.challengeExpired] } });
    const otherUser = await signInWith(key.assert(await challenge(), ORIGIN, { userHandle: 'admin-8' }));
    expect(otherUser.json()).toEqual({ errors: { passkey: [PASSKEY_MESSAGES.notVerified] } });
    const stranger = await signInWith(softwareAuthenticator().assert(await challenge(), ORIGIN, { userHandle: 'admin-12' }));
    expect(stranger.json()).toEqual({ errors: { passkey: [PASSKEY_MESSAGES.notRegistered] } });
    expect(gw.records.findLast((r) => r.path === '/api/login/passkey')?.event).toMatchObject({
      outcome: 'wrong-passkey',
      method: 'passkey',
    });
    expect(await sessions()).toBe(before);

    // The SPA's sign-in: the session goes into the cookie, as after a password sign-in.
    const ok = await signInWith(key.assert(await challenge(), ORIGIN, { userHandle: 'admin-12' }), { 'x-bo-session-cookie': '1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toBeUndefined();
    expect(ok.json().admin.id).toBe(12);
    expect(ok.json().enrolment_required).toBeUndefined();
    expect(String(ok.headers['set-cookie'])).toMatch(/^__Host-bo_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    expect(await sessions()).toBe(before + 1);
    expect(gw.records.findLast((r) => r.path === '/api/login/passkey')).toMatchObject({
      admin_id: 12,
      event: { type: 'login', outcome: 'success', email: emailOf(12), method: 'passkey' },
    });
    // An API client gets a bearer token; MFA_REQUIRED is satisfied and the sign-in is fresh for a step-up call.
    const api = await signInWith(key.assert(await challenge(), ORIGIN, { userHandle: 'admin-12' }));
    const token = bearer(api.json().token as string);
    expect((await gw.app.inject({ method: 'GET', url: '/api/users', headers: token })).statusCode).toBe(200);
    const stepUp = await gw.app.inject({ method: 'POST', url: '/api/account/passkeys/registration-options', headers: token });
    expect(stepUp.statusCode, stepUp.body).toBe(200);
  });
});
