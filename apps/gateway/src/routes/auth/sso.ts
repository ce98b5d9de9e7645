import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseCookie, stringifySetCookie } from 'cookie';
import {
  FACTOR_MESSAGES,
  isUsableAdmin,
  PASSKEY_MESSAGES,
  SIGN_IN_MESSAGES,
  SSO_RETURN_QUERY,
  SSO_STEP,
  ZLoginAnswer,
  ZSignInMethods,
  ZSsoFactorBody,
  type ApiCall,
  type SsoErrorKey,
} from '@bo/contract';
import { notFound, unprocessable } from '@bo/server-kit';
import { findAdmin, findAdminForSignIn } from '../../accounts/admins.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { hasTotp, useFactorCode } from '../../accounts/factors.ts';
import {
  endSsoPendingFactor,
  finishSsoSignIn,
  keepSsoPendingFactor,
  oidcProvider,
  pendingSsoAdmin,
  SSO_COOKIE,
  SSO_FACTOR_MS,
  SSO_FLOW_MS,
  startSsoSignIn,
  takeSsoRequest,
} from '../../accounts/oidc.ts';
import { hasPasskey, usePasskey } from '../../accounts/passkeys.ts';
import { relyingParty } from '../../accounts/relying-party.ts';
import type { AdminRecord } from '../../accounts/admin-record.ts';
import { LIMIT } from '../../limits.ts';
import { MESSAGE } from '../../messages.ts';
import { factorAsker } from './ask-factor.ts';
import { answerWithSession } from './new-session.ts';
import { refuseWhileWaiting } from './rate-limited.ts';
import type { AccountSettings } from './settings.ts';

const LOGIN_PAGE = '/login';
const COOKIE_ATTRIBUTES = { path: '/', secure: true, httpOnly: true, sameSite: 'lax' } as const;

const ssoHandle = (request: FastifyRequest): string | null =>
  request.headers.cookie ? parseCookie(request.headers.cookie)[SSO_COOKIE] || null : null;

function setSsoCookie(reply: FastifyReply, handle: string, maxAgeMs: number): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: SSO_COOKIE, value: handle, maxAge: Math.floor(maxAgeMs / 1000), ...COOKIE_ATTRIBUTES }),
  );
}
const clearSsoCookie = (reply: FastifyReply): void => {
  reply.header('set-cookie', stringifySetCookie({ name: SSO_COOKIE, value: '', maxAge: 0, ...COOKIE_ATTRIBUTES }));
};

/** Back to the login page, which reads the step or the error from the query. */
const toLoginPage = (reply: FastifyReply, query: Record<string, string>) =>
  reply.redirect(`${LOGIN_PAGE}?${new URLSearchParams(query).toString()}`, 302);

/** GET /api/login/methods: whether the login page shows the single sign-on button, and its label. */
export async function signInMethodsRoute(
  app: FastifyInstance,
  call: ApiCall,
  _calls: readonly ApiCall[],
  settings: AccountSettings,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZSignInMethods } },
    handler: async () => ({ sso: settings.oidc ? { name: settings.oidc.name } : null }),
  });
}

/** One discovery per gateway, shared by its routes. */
const providers = new WeakMap<AccountSettings, ReturnType<typeof oidcProvider>>();
function providerOf(settings: AccountSettings) {
  if (!settings.oidc) return null;
  let provider = providers.get(settings);
  if (!provider) providers.set(settings, (provider = oidcProvider(settings.oidc)));
  return provider;
}

type Provider = NonNullable<ReturnType<typeof providerOf>>;

/** A browser navigation of the single sign-on flow: 404 while SSO is off, else the handler with the provider. */
function providerRoute(
  app: FastifyInstance,
  call: ApiCall,
  settings: AccountSettings,
  handle: (
    request: FastifyRequest,
    reply: FastifyReply,
    oidc: NonNullable<AccountSettings['oidc']>,
    provider: Provider,
  ) => Promise<unknown>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    handler: async (request, reply) => {
      const oidc = settings.oidc;
      const provider = providerOf(settings);
      if (!oidc || !provider) throw notFound(MESSAGE.ssoOff);
      return handle(request, reply, oidc, provider);
    },
  });
}

/** GET /api/login/sso: the browser goes to the provider with a fresh state, nonce and PKCE challenge. */
export async function ssoStartRoute(
  app: FastifyInstance,
  call: ApiCall,
  _calls: readonly ApiCall[],
  settings: AccountSettings,
): Promise<void> {
  providerRoute(app, call, settings, async (request, reply, oidc, provider) => {
    let configuration;
    try {
      configuration = await provider();
    } catch (error) {
      request.log.warn({ err: error }, 'OIDC discovery failed');
      return toLoginPage(reply, { [SSO_RETURN_QUERY.error]: 'ssoUnavailable' satisfies SsoErrorKey });
    }
    const { handle, url } = await startSsoSignIn(app.db, configuration, oidc, app.clock());
    setSsoCookie(reply, handle, SSO_FLOW_MS);
    return reply.redirect(url.href, 302);
  });
}

/**
 * GET /api/login/sso/callback: the provider sends the browser back with a code. The request kept for
 * this browser is taken once; state, nonce and PKCE must hold; the e-mail must be verified and an
 * existing admin's. An `amr`/`acr` of a multi-factor sign-in opens the session; otherwise the admin's
 * own factor is still asked on the login page (or, without one, as after a password sign-in).
 */
export async function ssoCallbackRoute(
  app: FastifyInstance,
  call: ApiCall,
  _calls: readonly ApiCall[],
  settings: AccountSettings,
): Promise<void> {
  providerRoute(app, call, settings, async (request, reply, oidc, provider) => {
    const now = app.clock();
    clearSsoCookie(reply);
    const refuse = (
      key: SsoErrorKey,
      outcome: 'sso-unknown-email' | 'sso-email-not-verified' | 'sso-refused' | 'no-access',
      email = '',
    ) => {
      request.audit.event = { type: 'login', outcome, email, method: 'sso' };
      request.audit.decision = 'deny';
      request.audit.reason = outcome;
      return toLoginPage(reply, { [SSO_RETURN_QUERY.error]: key });
    };
    const handle = ssoHandle(request);
    const kept = handle ? await takeSsoRequest(app.db, handle, now) : null;
    if (!kept) return refuse('ssoFailed', 'sso-refused');
    let identity;
    try {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      identity = await finishSsoSignIn(await provider(), oidc, query, kept);
    } catch (error) {
      // A wrong state or nonce, a refused code, the provider's own error: the reason goes to the log, not the page.
      request.log.warn({ err: error }, 'OIDC sign-in refused');
      return refuse('ssoFailed', 'sso-refused');
    }
    if (!identity.email || !identity.emailVerified) return refuse('ssoEmailNotVerified', 'sso-email-not-verified', identity.email ?? '');
    const found = await findAdminForSignIn(app.db, identity.email);
    if (!found) return refuse('ssoUnknownEmail', 'sso-unknown-email', identity.email);
    const { password_hash: _hash, ...admin } = found;
    request.audit.adminId = admin.id;
    if (!isUsableAdmin(admin)) return refuse('ssoNoAccess', 'no-access', admin.email);
    const enrolled = (await hasTotp(app.db, admin.id)) || (await hasPasskey(app.db, admin.id));
    if (!identity.multiFactor && enrolled) {
      setSsoCookie(reply, await keepSsoPendingFactor(app.db, admin.id, now), SSO_FACTOR_MS);
      request.audit.event = { type: 'login', outcome: 'code-required', email: admin.email, method: 'sso' };
      return toLoginPage(reply, { [SSO_RETURN_QUERY.step]: SSO_STEP.code });
    }
    await openSsoSession(app, request, reply, admin, now, !identity.multiFactor && app.mfaRequired, true);
    return toLoginPage(reply, { [SSO_RETURN_QUERY.step]: SSO_STEP.done });
  });
}

async function openSsoSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRecord,
  now: number,
  needsEnrolment: boolean,
  inCookie?: boolean,
) {
  await attemptLimits.signedIn(app.loginAttempts, admin.email, request.ip);
  request.audit.event = { type: 'login', outcome: 'success', email: admin.email, method: 'sso' };
  return answerWithSession(
    app,
    request,
    reply,
    { admin, original: null, expiresAt: now + LIMIT.sessionMaxAgeMs, authenticatedAt: now, needsEnrolment },
    inCookie,
  );
}

/**
 * POST /api/login/sso: the admin's own TOTP or recovery code, or passkey, after the provider (whose
 * sign-in did not count as a second factor). Same limits and answers as the factor of a password sign-in.
 */
export async function ssoFactorRoute(
  app: FastifyInstance,
  call: ApiCall,
  _calls: readonly ApiCall[],
  settings: AccountSettings,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZSsoFactorBody, response: { 200: ZLoginAnswer } },
    handler: async (request, reply) => {
      if (!settings.oidc) throw notFound(MESSAGE.ssoOff);
      const { code, passkey } = request.body;
      const now = app.clock();
      const handle = ssoHandle(request);
      const adminId = handle ? await pendingSsoAdmin(app.db, handle, now) : null;
      const admin = adminId === null ? null : await findAdmin(app.db, adminId);
      if (!handle || !admin) throw unprocessable(SIGN_IN_MESSAGES.ssoNoPendingSignIn);
      const waitMs = await attemptLimits.signInWait(app.loginAttempts, admin.email, request.ip, now);
      refuseWhileWaiting(request, reply, waitMs, MESSAGE.tooManyLoginAttempts, {
        type: 'login',
        outcome: 'rate-limited',
        email: admin.email,
        method: 'sso',
      });
      const totp = await hasTotp(app.db, admin.id);
      const withPasskey = await hasPasskey(app.db, admin.id);
      const rp = relyingParty(request, app.webauthn);
      const askFactor = factorAsker(app, rp, admin.id, withPasskey, now);
      request.audit.adminId = admin.id;
      if (!code && !passkey) {
        request.audit.event = { type: 'login', outcome: 'code-required', email: admin.email, method: 'sso' };
        return askFactor('code', totp ? FACTOR_MESSAGES.codeRequired : PASSKEY_MESSAGES.passkeyRequired);
      }
      const check = await app.db.transaction<{ ok: true } | { ok: false; message: string }>(async (tx) => {
        if ((await pendingSsoAdmin(tx, handle, now)) !== admin.id) return { ok: false, message: SIGN_IN_MESSAGES.ssoNoPendingSignIn };
        const used = passkey
          ? await usePasskey(tx, rp, admin.id, passkey, now)
          : await useFactorCode(tx, app.dataKeys, admin.id, code!, now);
        if (used.ok) await endSsoPendingFactor(tx, handle);
        return used.ok ? { ok: true } : used;
      });
      if (!check.ok) {
        await attemptLimits.signInFailed(app.loginAttempts, admin.email, request.ip, now);
        request.audit.event = { type: 'login', outcome: passkey ? 'wrong-passkey' : 'wrong-code', email: admin.email, method: 'sso' };
        return askFactor(passkey ? 'passkey' : 'code', check.message);
      }
      clearSsoCookie(reply);
      return openSsoSession(app, request, reply, admin, now, false);
    },
  });
}
