import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT, MESSAGE, TOKEN_AUDIENCE } from '../src/index.ts';
import { bearer, emailOf, JWT_SECRET, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';
import { SESSION_CACHE } from '../src/accounts/session-cache.ts';

const ADMINS = [
  { id: 1, role: 1, modules: [] },
  { id: 5, role: 1, modules: [] },
  { id: 26, role: 3, modules: ['users'] },
  { id: 40, role: 3, modules: [] },
] as const;

const decodeClaims = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT made by hand, so the test owns every byte of header, claims and signature. */
function forge(claims: Record<string, unknown>, key: string, alg: 'HS256' | 'HS512' = 'HS256'): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${createHmac(alg === 'HS256' ? 'sha256' : 'sha512', key)
    .update(head)
    .digest('base64url')}`;
}

/** Sign-in, sessions, tokens and switching; run against the real PostgreSQL and against PGlite. */
export function describeLoginSuite(kind: 'pg' | 'pglite'): void {
  describe(`sign-in and sessions (${kind})`, () => {
    let gw: TestGateway;
    const login = (email: string, password: string, remoteAddress?: string) =>
      gw.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
    const me = (token: string) => gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

    beforeAll(async () => {
      gw = await startTestGateway({ kind, admins: ADMINS.map((a) => ({ ...a, modules: [...a.modules] })) });
    });
    afterAll(async () => {
      await gw.close();
    });

    it('signs in with the right password and answers the token and the admin', async () => {
      const res = await login(emailOf(26), PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.admin).toMatchObject({
        id: 26,
        email: emailOf(26),
        role: 3,
        permissions: { modules: ['users'], main_page: null },
        original_admin: null,
      });
      const claims = decodeClaims(body.token);
      expect(claims).toMatchObject({ sub: '26', aud: TOKEN_AUDIENCE });
      expect(claims.exp as number).toBe((claims.iat as number) + LIMIT.sessionMaxAgeMs / 1000);
      expect(claims.orig).toBeUndefined();
      expect(JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    });

    it('accepts the e-mail in any case', async () => {
      const res = await login(emailOf(26).toUpperCase(), PASSWORD);
      expect(res.statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown e-mail with the same message', async () => {
      const wrong = await login(emailOf(26), 'not the password', '10.0.0.1');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ errors: MESSAGE.wrongCredentials });
      const unknown = await login('nobody@gateway.test', PASSWORD, '10.0.0.1');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({ errors: 'These credentials do not match our records.' });
    });

    it('answers field errors for a login body without a password', async () => {
      const res = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(1) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('password');
    });

    it('limits failed sign-ins per e-mail and address, then lets the window pass', async () => {
      const address = '10.0.0.2';
      for (let i = 0; i < LIMIT.loginFailures; i += 1) expect((await login(emailOf(5), 'wrong', address)).statusCode).toBe(422);
      const blocked = await login(emailOf(5), PASSWORD, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ errors: 'Too many login attempts. Try again in 900 seconds.' });
      expect(blocked.headers['retry-after']).toBe('900');
      expect(gw.records.at(-1)).toMatchObject({
        status: 429,
        decision: 'deny',
        reason: 'rate-limited',
        event: { type: 'login', outcome: 'rate-limited' },
      });
      // Another address is not blocked by this one's failures.
      expect((await login(emailOf(5), PASSWORD, '10.0.0.3')).statusCode).toBe(200);
      gw.clock.now += LIMIT.loginWindowMs;
      expect((await login(emailOf(5), PASSWORD, address)).statusCode).toBe(200);
    });

    it('refuses an account with neither role 1 nor modules, after the password matched', async () => {
      const res = await login(emailOf(40), PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: 'Your account has no access yet. A super admin must grant you modules.' });
    });

    it('answers /api/me for the token and 401 without or with garbage', async () => {
      const token = await signIn(gw.app, 1);
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 1, role: 1, original_admin: null, is_review_admin: false });
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Basic ${token}` }]) {
        const refused = await gw.app.inject({ method: 'GET', url: '/api/me', headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ errors: 'Unauthenticated!' });
      }
    });

    it('logs out: 204, then the same token is refused', async () => {
      const token = await signIn(gw.app, 26);
      const out = await gw.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(204);
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ errors: 'Unauthenticated!' });
    });

    it('registers a staff account without modules, which then cannot sign in', async () => {
      const email = `new-${kind}@gateway.test`;
      const res = await gw.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'New Admin', email, password: 'a long enough password' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().admin).toMatchObject({ name: 'New Admin', email, role: 3, permissions: { modules: [] }, original_admin: null });
      expect(res.json().admin.id).toBeGreaterThan(40);
      const again = await gw.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Twin', email: email.toUpperCase(), password: 'another long password' },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errors: { email: ['The email has already been taken.'] } });
      const signInTry = await login(email, 'a long enough password');
      expect(signInTry.statusCode).toBe(403);
      expect(signInTry.json()).toEqual({ errors: MESSAGE.noAccessYet });
    });

    it('switches into another account and back, keeping the first original', async () => {
      const token = await signIn(gw.app, 1);
      const first = await gw.app.inject({ method: 'POST', url: '/api/switch-account', headers: bearer(token), payload: { admin_id: 5 } });
      expect(first.statusCode).toBe(200);
      expect(first.json().admin).toMatchObject({ id: 5, original_admin: { id: 1, email: emailOf(1) } });
      const switched = first.json().token as string;
      expect(decodeClaims(switched)).toMatchObject({ sub: '5', orig: 1 });
      expect(decodeClaims(switched).exp).toBe(decodeClaims(token).exp);
      // The token switched away from is over.
      expect((await me(token)).statusCode).toBe(401);

      const second = await gw.app.inject({
        method: 'POST',
        url: '/api/switch-account',
        headers: bearer(switched),
        payload: { admin_id: 26 },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().admin).toMatchObject({ id: 26, original_admin: { id: 1 } });
      const twice = second.json().token as string;
      expect(decodeClaims(twice)).toMatchObject({ sub: '26', orig: 1 });
      expect((await me(twice)).json()).toMatchObject({ id: 26, original_admin: { id: 1 } });

      const back = await gw.app.inject({ method: 'POST', url: '/api/switch-account/back', headers: bearer(twice) });
      expect(back.statusCode).toBe(200);
      expect(back.json().admin).toMatchObject({ id: 1, original_admin: null });
      expect(decodeClaims(back.json().token).orig).toBeUndefined();
      expect((await me(twice)).statusCode).toBe(401);
      expect((await me(back.json().token)).json()).toMatchObject({ id: 1, original_admin: null });
    });

    it('refuses switching to yourself, to an unknown id, back when not switched, and without the permission', async () => {
      const token = await signIn(gw.app, 1);
      const self = await gw.app.inject({ method: 'POST', url: '/api/switch-account', headers: bearer(token), payload: { admin_id: 1 } });
      expect(self.statusCode).toBe(422);
      const unknown = await gw.app.inject({
        method: 'POST',
        url: '/api/switch-account',
        headers: bearer(token),
        payload: { admin_id: 99_999 },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({ errors: { admin_id: [MESSAGE.switchTargetUnknown] } });
      const back = await gw.app.inject({ method: 'POST', url: '/api/switch-account/back', headers: bearer(token) });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toEqual({ errors: MESSAGE.notSwitched });
      const staff = await signIn(gw.app, 26);
      const denied = await gw.app.inject({ method: 'POST', url: '/api/switch-account', headers: bearer(staff), payload: { admin_id: 1 } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ errors: 'You do not have the permission: switch_account' });
    });

    describe('forged and stale tokens', () => {
      let genuine: string;
      let claims: Record<string, unknown>;
      beforeAll(async () => {
        genuine = await signIn(gw.app, 1);
        claims = decodeClaims(genuine);
      });
      const refused = async (token: string): Promise<void> => {
        const res = await me(token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: 'Unauthenticated!' });
      };

      it('accepts a hand-made token with the right secret and claims (the forgeries below differ in one thing)', async () => {
        expect((await me(forge(claims, JWT_SECRET))).statusCode).toBe(200);
      });
      it('refuses a token signed with another secret', async () => {
        await refused(forge(claims, 'another-secret-another-secret-0123456789'));
      });
      it('refuses alg none', async () => {
        await refused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
      });
      it('refuses HS512 signed with the right secret', async () => {
        await refused(forge(claims, JWT_SECRET, 'HS512'));
      });
      it('refuses an RS256 header over an HMAC made with the secret (algorithm confusion)', async () => {
        const head = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
        await refused(`${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`);
      });
      it('refuses a changed subject', async () => {
        const [head, , sig] = genuine.split('.');
        await refused(`${head}.${b64({ ...claims, sub: '5' })}.${sig}`);
        await refused(forge({ ...claims, sub: '5' }, JWT_SECRET));
      });
      it('refuses another audience', async () => {
        await refused(forge({ ...claims, aud: 'elsewhere' }, JWT_SECRET));
      });
      it('refuses an expired token of a live session', async () => {
        const now = Math.floor(gw.clock.now / 1000);
        await refused(forge({ ...claims, iat: now - 100, exp: now - 1 }, JWT_SECRET));
        expect((await me(genuine)).statusCode).toBe(200);
      });
      it('refuses a session idle for more than 30 minutes', async () => {
        const token = await signIn(gw.app, 5);
        gw.clock.now += LIMIT.sessionIdleMs - 1000;
        expect((await me(token)).statusCode).toBe(200);
        gw.clock.now += LIMIT.sessionIdleMs - 1000;
        expect((await me(token)).statusCode).toBe(200);
        gw.clock.now += LIMIT.sessionIdleMs + 1000;
        await refused(token);
      });
      it('refuses every token of an admin whose access changed (access_version bump)', async () => {
        const token = await signIn(gw.app, 26);
        expect((await me(token)).statusCode).toBe(200);
        await gw.db.query(
          `UPDATE core.admins SET permissions = '{"modules": ["users", "surveys"]}', access_version = access_version + 1 WHERE id = 26`,
        );
        // Written behind the gateway's back, so nothing announced it: refused once the cached read is over.
        gw.clock.now += SESSION_CACHE.ttlMs;
        await refused(token);
        const fresh = await signIn(gw.app, 26);
        expect((await me(fresh)).json().permissions.modules).toEqual(['users', 'surveys']);
      });
      it('ends a switched session when the original admin loses access', async () => {
        const token = await signIn(gw.app, 5);
        const switched = (
          await gw.app.inject({ method: 'POST', url: '/api/switch-account', headers: bearer(token), payload: { admin_id: 26 } })
        ).json().token as string;
        expect((await me(switched)).statusCode).toBe(200);
        await gw.db.query('UPDATE core.admins SET access_version = access_version + 1 WHERE id = 5');
        gw.clock.now += SESSION_CACHE.ttlMs;
        await refused(switched);
      });
      it('refuses a token after its absolute 12 hours even when used every few minutes', async () => {
        const token = await signIn(gw.app, 1);
        const end = gw.clock.now + LIMIT.sessionMaxAgeMs;
        while (gw.clock.now + 20 * 60_000 < end) {
          gw.clock.now += 20 * 60_000;
          expect((await me(token)).statusCode).toBe(200);
        }
        gw.clock.now = end;
        await refused(token);
      });
    });
  });
}
