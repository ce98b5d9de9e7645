import { readDatabaseBudgets, type DatabaseBudgets } from '@bo/db';
import { readDrainMs } from '@bo/server-kit';
import { SSO_CALLBACK_PATH } from '@bo/contract';
import { readOidcOptions, type OidcOptions } from './accounts/oidc.ts';
import type { RelyingPartyOptions } from './accounts/relying-party.ts';
import type { UpstreamName, UpstreamTimeouts } from './options.ts';
import { DEFAULT_UPSTREAM_TIMEOUTS } from './options.ts';

/** A secret shorter than this is refused: an HS256 key should carry at least 256 bits. */
const MIN_SECRET_LENGTH = 32;

export interface GatewayEnv {
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  contextSecret: string;
  upstreams: Record<UpstreamName, string>;
  webDistDir: string | null;
  trustedProxies: string[];
  /** PUBLIC_ORIGIN: the origin cookie-authenticated writes must come from; null: the request's own host. */
  publicOrigin: string | null;
  /** Origins besides the gateway's own allowed to open /ws (WS_ALLOWED_ORIGINS, comma-separated). */
  wsAllowedOrigins: string[];
  /** The access log's chain name (AUDIT_INSTANCE_ID); null: one generated at each start. */
  auditInstanceId: string | null;
  /** AUDIT_CHAIN_KEY: records are HMAC-SHA-256 under it. */
  auditChainKey: string | null;
  /** METRICS_TOKEN: the bearer /metrics asks for; null: /metrics answers loopback clients only. */
  metricsToken: string | null;
  /** ALLOWED_HOSTS (comma-separated host names); empty: any host. */
  allowedHosts: string[];
  /** REDIS_URL: the shared rate-limit budget (and the websocket hub's bus); null: in memory. */
  redisUrl: string | null;
  /** RATE_LIMIT_MAX calls per admin and route per RATE_LIMIT_WINDOW_MS (600 per 60000 by default). */
  rateLimit: { max: number; windowMs: number };
  /** DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_LONG_STATEMENT_TIMEOUT_MS, DATABASE_ACQUIRE_TIMEOUT_MS. */
  databaseBudgets: DatabaseBudgets;
  /** UPSTREAM_TIMEOUT_MS and UPSTREAM_LONG_TIMEOUT_MS. */
  upstreamTimeouts: UpstreamTimeouts;
  /** SHUTDOWN_DRAIN_MS. */
  drainMs: number;
  /** REGISTRATION: self-registration open to anyone; off by default (invitation links only). */
  registration: boolean;
  /** DATA_PROTECTION_KEY: TOTP seeds at rest, personal data in the access log (32+ characters). */
  dataProtectionKey: string;
  /** MFA_REQUIRED: a second factor is compulsory; off by default (on in compose). */
  mfaRequired: boolean;
  /** WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS (comma-separated): the site passkeys are bound to; unset, the request's host. */
  webauthn: RelyingPartyOptions;
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, OIDC_MFA_ACR (redirect from PUBLIC_ORIGIN); null: no single sign-on. */
  oidc: OidcOptions | null;
}

/** An on/off setting: on, true, 1, yes or off, false, 0, no (any case); unset or empty: the fallback. */
export function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off: ${env[name]}`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} is not a positive whole number: ${raw}`);
  return value;
}

function secret(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: the gateway will not start without it.`);
  if (value.length < MIN_SECRET_LENGTH) throw new Error(`${name} is too short: use at least ${MIN_SECRET_LENGTH} characters.`);
  return value;
}

/** WEBAUTHN_ORIGINS must be full origins (scheme, host, port): a passkey answer names the page it came from. */
export function readRelyingParty(env: NodeJS.ProcessEnv): RelyingPartyOptions {
  const origins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of origins)
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new Error(`WEBAUTHN_ORIGINS: ${origin} is not an origin (https://host[:port], no path).`);
  return { rpId: env.WEBAUTHN_RP_ID?.trim() || null, origins };
}

/** The gateway's settings from the environment; throws a message naming what is missing or wrong. */
export function readGatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the gateway will not start without it.');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    jwtSecret: secret(env, 'JWT_SECRET'),
    contextSecret: secret(env, 'UPSTREAM_CONTEXT_SECRET'),
    upstreams: {
      admin: env.ADMIN_API_URL ?? 'http://127.0.0.1:8081',
      chat: env.CHAT_API_URL ?? 'http://127.0.0.1:8082',
      support: env.SUPPORT_API_URL ?? 'http://127.0.0.1:8083',
    },
    webDistDir: env.WEB_DIST_DIR || null,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicOrigin: env.PUBLIC_ORIGIN?.trim() || null,
    wsAllowedOrigins: (env.WS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    auditInstanceId: env.AUDIT_INSTANCE_ID || null,
    auditChainKey: env.AUDIT_CHAIN_KEY ? secret(env, 'AUDIT_CHAIN_KEY') : null,
    metricsToken: env.METRICS_TOKEN ? secret(env, 'METRICS_TOKEN') : null,
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL || null,
    rateLimit: { max: positiveInteger(env, 'RATE_LIMIT_MAX', 600), windowMs: positiveInteger(env, 'RATE_LIMIT_WINDOW_MS', 60_000) },
    databaseBudgets: readDatabaseBudgets(env),
    upstreamTimeouts: {
      ms: positiveInteger(env, 'UPSTREAM_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUTS.ms),
      longMs: positiveInteger(env, 'UPSTREAM_LONG_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUTS.longMs),
    },
    drainMs: readDrainMs(env),
    registration: readSwitch(env, 'REGISTRATION', false),
    dataProtectionKey: secret(env, 'DATA_PROTECTION_KEY'),
    mfaRequired: readSwitch(env, 'MFA_REQUIRED', false),
    webauthn: readRelyingParty(env),
    oidc: readOidcOptions(env, env.PUBLIC_ORIGIN?.trim() || null, SSO_CALLBACK_PATH),
  };
}
