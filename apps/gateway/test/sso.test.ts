import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR_MESSAGES, PASSKEY_MESSAGES, SIGN_IN_MESSAGES } from '@bo/contract';
import { bearer, emailOf, signIn, startTestGateway, type TestGateway } from './helper.ts';
import { startIdentityProvider, type IdentityProvider } from './identity-provider.ts';
import { softwareAuthenticator } from './software-authenticator.ts';

/** The gateway's public origin (PUBLIC_ORIGIN): the provider sends the browser back to its callback. */
const ORIGIN = 'https://backoffice.test';
const REDIRECT_URI = `${ORIGIN}/api/login/sso/callback`;

/** One browser: its cookies for the gateway and for the provider, each kept as the servers set them. */
class Browser {
  readonly cookies = { gateway: new Map<string, string>(), provider: new Map<string, string>() };

  keep(jar: Map<string, string>, setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      if (/max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, pair!.slice(at + 1));
    }
  }

  header(jar: Map<string, string>): string {
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Issue 24 item 2: single sign-on against a real OpenID provider (oidc-provider), through HTTP. */
describe('single sign-on (OIDC)', () => {
  let gw: TestGateway;
  let idp: IdentityProvider;
  let recoveryCodes: string[] = [];

  /** The gateway answers the browser at its public origin. */
  async function gatewayGet(browser: Browser, url: string): Promise<string> {
    const res = await gw.app.inject({ method: 'GET', url, headers: { cookie: browser.header(browser.cookies.gateway) } });
    browser.keep(browser.cookies.gateway, res.headers['set-cookie']);
    expect(res.statusCode, res.body).toBe(302);
    // Like every /api answer: never cached (a redirect carrying a fresh state, or a session cookie).
    expect(res.headers['cache-control']).toContain('no-store');
    return String(res.headers.location);
  }

  /**
   * 'Sign in with …' in a browser: to the provider, its sign-in page (answered by the harness), back to
   * the callback; answers where the gateway sends the browser then. The test may tamper on the way.
   */
  async function ssoSignIn(browser: Browser, tamper: { nonce?: string; state?: string; callbackIn?: Browser } = {}): Promise<URL> {
    let url = new URL(await gatewayGet(browser, '/api/login/sso'));
    if (tamper.nonce) url.searchParams.set('nonce', tamper.nonce);
    for (let hop = 0; !url.href.startsWith(ORIGIN); hop++) {
      expect(hop).toBeLessThan(10);
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: browser.header(browser.cookies.provider) } });
      browser.keep(browser.cookies.provider, res.headers.getSetCookie());
      expect([302, 303], await res.text()).toContain(res.status);
      url = new URL(res.headers.get('location')!, url);
    }
    if (tamper.state) url.searchParams.set('state', tamper.state);
    return new URL(await gatewayGet(tamper.callbackIn ?? browser, url.pathname + url.search), ORIGIN);
  }

  const gatewayCall = (browser: Browser, method: 'GET' | 'POST', url: string, payload?: object) =>
    gw.app.inject({
      method,
      url,
      payload,
      headers: { cookie: browser.header(browser.cookies.gateway), 'x-bo-session-cookie': '1', origin: ORIGIN },
    });
  const sessions = async (id: number) =>
    Number((await gw.db.query<{ n: string }>('SELECT count(*) AS n FROM gateway.sessions WHERE admin_id = $1', [id])).rows[0]!.n);
  const lastEvent = (path: string) => gw.records.findLast((r) => r.path === path);

  beforeAll(async () => {
    idp = await startIdentityProvider(REDIRECT_URI, {
      'emp-8': { email: emailOf(8).toUpperCase(), email_verified: true },
      'emp-9': { email: emailOf(9), email_verified: true },
      stranger: { email: 'stranger@elsewhere.test', email_verified: true },
      unverified: { email: emailOf(9), email_verified: false },
    });
    gw = await startTestGateway({
      admins: [
        { id: 8, role: 3, modules: ['users'] },
        { id: 9, role: 3, modules: ['users'] },
      ],
      gateway: {
        publicOrigin: ORIGIN,
        webauthn: { rpId: 'backoffice.test', origins: [ORIGIN] },
        oidc: {
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          redirectUri: REDIRECT_URI,
          name: 'Acme ID',
          mfaAcr: ['urn:acme:mfa'],
        },
      },
    });
    // Admin 8 has a second factor of their own: a passkey (and its recovery codes).
    const token = bearer(await signIn(gw.app, 8));
    const key = softwareAuthenticator();
    const options = (await gw.app.inject({ method: 'POST', url: '/api/account/passkeys/registration-options', headers: token })).json();
    const added = await gw.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: token,
      payload: { name: 'Laptop', credential: key.register(options, ORIGIN) },
    });
    recoveryCodes = added.json().recovery_codes;
  });
  afterAll(async () => {
    await idp?.close();
    await gw?.close();
  });

  it('names the provider for the login page, and a sign-in whose amr says mfa opens the session without the code', async () => {
    expect((await gw.app.inject({ method: 'GET', url: '/api/login/methods' })).json()).toEqual({ sso: { name: 'Acme ID' } });
    const browser = new Browser();
    const before = await sessions(8);
    idp.nextSignIn = { accountId: 'emp-8', amr: ['pwd', 'mfa'] };
    const back = await ssoSignIn(browser);
    expect(back.pathname + back.search).toBe('/login?sso=done');
    // The same session as a password sign-in, in the SPA's cookie; the flow's own cookie is gone.
    expect(browser.cookies.gateway.has('__Host-bo_session')).toBe(true);
    expect(browser.cookies.gateway.has('__Host-bo_sso')).toBe(false);
    expect(await sessions(8)).toBe(before + 1);
    const me = await gatewayCall(browser, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(8);
    const listed = (await gatewayCall(browser, 'GET', '/api/account/sessions')).json();
    expect(JSON.stringify(listed)).toContain('"current":true');
    expect(lastEvent('/api/login/sso/callback')).toMatchObject({
      admin_id: 8,
      event: { type: 'login', outcome: 'success', email: emailOf(8), method: 'sso' },
    });
    // Fresh for a step-up call (adding a key needs a sign-in within 10 minutes).
    expect((await gatewayCall(browser, 'POST', '/api/account/passkeys/registration-options')).statusCode).toBe(200);

    // An `acr` configured as multi-factor (OIDC_MFA_ACR) counts the same.
    idp.nextSignIn = { accountId: 'emp-8', amr: ['pwd'], acr: 'urn:acme:mfa' };
    expect((await ssoSignIn(new Browser())).search).toBe('?sso=done');
  });

  it('asks an enrolled admin for their own factor when the provider’s sign-in was a password alone', async () => {
    const browser = new Browser();
    const before = await sessions(8);
    idp.nextSignIn = { accountId: 'emp-8', amr: ['pwd'] };
    const back = await ssoSignIn(browser);
    expect(back.search).toBe('?sso=code');
    expect(browser.cookies.gateway.has('__Host-bo_session')).toBe(false);
    const handle = browser.cookies.gateway.get('__Host-bo_sso');
    expect(handle).toMatch(/^[\w-]{43}$/);
    expect(await sessions(8)).toBe(before);

    // The login page asks first: the admin has a passkey, so a challenge comes with the question.
    const asked = await gatewayCall(browser, 'POST', '/api/login/sso', {});
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ code: [PASSKEY_MESSAGES.passkeyRequired] });
    expect(asked.json().passkey_options).toMatchObject({ rpId: 'backoffice.test' });
    const wrong = await gatewayCall(browser, 'POST', '/api/login/sso', { code: '123456' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [FACTOR_MESSAGES.codeWrong] });
    expect(lastEvent('/api/login/sso')?.event).toMatchObject({ outcome: 'wrong-code', method: 'sso' });
    expect(await sessions(8)).toBe(before);

    const ok = await gatewayCall(browser, 'POST', '/api/login/sso', { code: recoveryCodes[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toBeUndefined();
    expect(ok.json().admin.id).toBe(8);
    browser.keep(browser.cookies.gateway, ok.headers['set-cookie']);
    expect(browser.cookies.gateway.has('__Host-bo_session')).toBe(true);
    expect(browser.cookies.gateway.has('__Host-bo_sso')).toBe(false);
    expect(await sessions(8)).toBe(before + 1);
    expect((await gatewayCall(browser, 'GET', '/api/me')).json().id).toBe(8);
    // The waiting sign-in is spent.
    const again = await gw.app.inject({
      method: 'POST',
      url: '/api/login/sso',
      payload: { code: recoveryCodes[1] },
      headers: { cookie: `__Host-bo_sso=${handle}` },
    });
    expect(again.json()).toEqual({ errors: SIGN_IN_MESSAGES.ssoNoPendingSignIn });
  });

  it('signs in an admin without a factor of their own (MFA_REQUIRED off) with the provider alone', async () => {
    idp.nextSignIn = { accountId: 'emp-9', amr: ['pwd'] };
    const browser = new Browser();
    expect((await ssoSignIn(browser)).search).toBe('?sso=done');
    expect((await gatewayCall(browser, 'GET', '/api/me')).json().id).toBe(9);
  });

  it('refuses an e-mail that is no admin’s (logged), an unverified e-mail, and a state or nonce that does not match', async () => {
    const counts = { 8: await sessions(8), 9: await sessions(9) };
    idp.nextSignIn = { accountId: 'stranger', amr: ['mfa'] };
    const stranger = new Browser();
    expect((await ssoSignIn(stranger)).search).toBe('?sso_error=ssoUnknownEmail');
    expect(stranger.cookies.gateway.size).toBe(0);
    expect(lastEvent('/api/login/sso/callback')).toMatchObject({
      decision: 'deny',
      reason: 'sso-unknown-email',
      event: { type: 'login', outcome: 'sso-unknown-email', email: 'stranger@elsewhere.test', method: 'sso' },
    });
    expect(
      (await gw.db.query("SELECT 1 FROM core.admins WHERE lower(email) = 'stranger@elsewhere.test'")).rowCount,
      'never created on the fly',
    ).toBe(0);

    idp.nextSignIn = { accountId: 'unverified', amr: ['mfa'] };
    expect((await ssoSignIn(new Browser())).search).toBe('?sso_error=ssoEmailNotVerified');

    idp.nextSignIn = { accountId: 'emp-8', amr: ['mfa'] };
    expect((await ssoSignIn(new Browser(), { state: 'forged-state' })).search).toBe('?sso_error=ssoFailed');
    expect((await ssoSignIn(new Browser(), { nonce: 'forged-nonce' })).search).toBe('?sso_error=ssoFailed');
    // The code brought to another browser (login CSRF): that browser has no sign-in under way.
    expect((await ssoSignIn(new Browser(), { callbackIn: new Browser() })).search).toBe('?sso_error=ssoFailed');
    expect(lastEvent('/api/login/sso/callback')).toMatchObject({ event: { outcome: 'sso-refused' } });
    expect({ 8: await sessions(8), 9: await sessions(9) }).toEqual(counts);
  });
});
