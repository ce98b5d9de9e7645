import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { Queryable } from '@bo/db';

/**
 * Single sign-on with the company's identity provider (issue 24, item 2): OpenID Connect's
 * authorization code flow with PKCE, state and nonce, through openid-client. The provider only
 * vouches for an e-mail: the admin must exist already (never created here).
 */
export interface OidcOptions {
  /** OIDC_ISSUER: the provider's issuer URL; its discovery document is read on first use. */
  issuer: string;
  /** OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (absent: a public client, PKCE alone). */
  clientId: string;
  clientSecret: string | null;
  /** PUBLIC_ORIGIN + the callback's path: registered at the provider as the redirect URI. */
  redirectUri: string;
  /** OIDC_NAME: the button says 'Sign in with <name>' ('SSO' by default). */
  name: string;
  /** OIDC_MFA_ACR: `acr` values the provider uses for a multi-factor sign-in (comma-separated). */
  mfaAcr: readonly string[];
}

/** Authentication methods (RFC 8176 `amr`) that are a second factor or a key beside a password. */
export const MFA_AMR: readonly string[] = ['mfa', 'otp', 'hwk', 'swk', 'sc'];

/** How long the provider may take to send the browser back, and the second factor after it. */
export const SSO_FLOW_MS = 10 * 60 * 1000;
export const SSO_FACTOR_MS = 5 * 60 * 1000;

/** The browser's handle on its sign-in under way: SameSite=Lax, since the provider's redirect back is a cross-site navigation. */
export const SSO_COOKIE = '__Host-bo_sso';

/** From the environment; null (single sign-on off) without OIDC_ISSUER. */
export function readOidcOptions(env: NodeJS.ProcessEnv, publicOrigin: string | null, callbackPath: string): OidcOptions | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  if (!URL.canParse(issuer)) throw new Error(`OIDC_ISSUER is not a URL: ${issuer}`);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_ISSUER is set without OIDC_CLIENT_ID.');
  // The redirect URI is registered at the provider: it must not follow a request's Host header.
  if (!publicOrigin) throw new Error('OIDC_ISSUER needs PUBLIC_ORIGIN: the provider sends the browser back to PUBLIC_ORIGIN.');
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    redirectUri: new URL(callbackPath, publicOrigin).href,
    name: env.OIDC_NAME?.trim() || 'SSO',
    mfaAcr: (env.OIDC_MFA_ACR ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Plain HTTP only for a provider on this machine (a test's); anywhere else the provider must use HTTPS. */
const onLoopback = (url: URL): boolean => url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The provider's configuration, discovered once and kept; a failed discovery is tried again on the next sign-in. */
export function oidcProvider(options: OidcOptions): () => Promise<client.Configuration> {
  let configuration: Promise<client.Configuration> | null = null;
  return () => {
    configuration ??= (async () => {
      const issuer = new URL(options.issuer);
      const auth = options.clientSecret ? client.ClientSecretPost(options.clientSecret) : client.None();
      return client.discovery(issuer, options.clientId, undefined, auth, {
        timeout: 5,
        execute: onLoopback(issuer) ? [client.allowInsecureRequests] : [],
      });
    })().catch((error: unknown) => {
      configuration = null;
      throw error;
    });
    return configuration;
  };
}

const hashOf = (handle: string): string => createHash('sha256').update(handle).digest('base64url');

/** Starts a sign-in: keeps state, nonce and the PKCE verifier; answers the browser's handle and the provider's URL. */
export async function startSsoSignIn(
  db: Queryable,
  configuration: client.Configuration,
  options: OidcOptions,
  now: number,
): Promise<{ handle: string; url: URL }> {
  const handle = randomBytes(32).toString('base64url');
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.query('DELETE FROM gateway.oidc_sign_ins WHERE expires_at < $1', [new Date(now)]);
  await db.query('INSERT INTO gateway.oidc_sign_ins (id_hash, state, nonce, code_verifier, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashOf(handle),
    state,
    nonce,
    codeVerifier,
    new Date(now + SSO_FLOW_MS),
  ]);
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: options.redirectUri,
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { handle, url };
}

interface SsoRow {
  state: string | null;
  nonce: string | null;
  code_verifier: string | null;
  admin_id: number | null;
  expires_at: Date;
}

/** Takes (deletes) the authorization request a handle names: it works once, and only until it expires. */
export async function takeSsoRequest(
  db: Queryable,
  handle: string,
  now: number,
): Promise<{ state: string; nonce: string; codeVerifier: string } | null> {
  const r = await db.query<SsoRow>(
    'DELETE FROM gateway.oidc_sign_ins WHERE id_hash = $1 AND state IS NOT NULL RETURNING state, nonce, code_verifier, expires_at',
    [hashOf(handle)],
  );
  const row = r.rows[0];
  if (!row || row.expires_at.getTime() <= now) return null;
  return { state: row.state!, nonce: row.nonce!, codeVerifier: row.code_verifier! };
}

/** What the provider vouched for, once the code, state, nonce and PKCE verifier all held. */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** The provider's sign-in counts as a second factor (`amr` or `acr`). */
  multiFactor: boolean;
}

/** Exchanges the provider's code (the callback's query) and reads the ID token, and userinfo when it lacks the e-mail. */
export async function finishSsoSignIn(
  configuration: client.Configuration,
  options: OidcOptions,
  callbackQuery: string,
  request: { state: string; nonce: string; codeVerifier: string },
): Promise<SsoIdentity> {
  const current = new URL(options.redirectUri);
  current.search = callbackQuery;
  const tokens = await client.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  let email = typeof claims.email === 'string' ? claims.email : null;
  let verified = claims.email_verified === true;
  if (email === null) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email = typeof info.email === 'string' ? info.email : null;
    verified = info.email_verified === true;
  }
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [];
  const acr = typeof claims.acr === 'string' ? claims.acr : null;
  return {
    subject: claims.sub,
    email,
    emailVerified: verified,
    multiFactor: amr.some((m) => MFA_AMR.includes(m)) || (acr !== null && options.mfaAcr.includes(acr)),
  };
}

/** The admin matched, waiting for their own second factor; answers the browser's new handle. */
export async function keepSsoPendingFactor(db: Queryable, adminId: number, now: number): Promise<string> {
  const handle = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO gateway.oidc_sign_ins (id_hash, admin_id, expires_at) VALUES ($1, $2, $3)', [
    hashOf(handle),
    adminId,
    new Date(now + SSO_FACTOR_MS),
  ]);
  return handle;
}

/** The admin a handle waits a second factor for (locked for the caller's transaction), or null. */
export async function pendingSsoAdmin(db: Queryable, handle: string, now: number): Promise<number | null> {
  const r = await db.query<SsoRow>(
    'SELECT admin_id, expires_at FROM gateway.oidc_sign_ins WHERE id_hash = $1 AND admin_id IS NOT NULL FOR UPDATE',
    [hashOf(handle)],
  );
  const row = r.rows[0];
  return row && row.expires_at.getTime() > now ? row.admin_id : null;
}

/** The second factor was given: the handle is spent. */
export async function endSsoPendingFactor(db: Queryable, handle: string): Promise<void> {
  await db.query('DELETE FROM gateway.oidc_sign_ins WHERE id_hash = $1', [hashOf(handle)]);
}
