import type { FastifyBaseLogger } from 'fastify';
import type { ApiCall } from '@bo/contract';
import type { Db } from '@bo/db';
import type { AccessRecord } from './audit/record.ts';
import type { AuditOptions } from './audit/options.ts';
import type { LoginAttemptStore } from './accounts/login-attempts.ts';
import type { EventBus } from '@bo/server-kit';
import type { RealtimeOptions } from './realtime/options.ts';
import type { RateLimitOptions } from './plugins/app/rate-limit.ts';
import type { OidcOptions } from './accounts/oidc.ts';
import type { RelyingPartyOptions } from './accounts/relying-party.ts';

export type UpstreamName = 'admin' | 'chat' | 'support';

/**
 * How long the gateway waits for an upstream's answer to begin, and then between two of its chunks:
 * `ms` for interactive calls, `longMs` for the streamed ones (exports). Past it: 504.
 */
export interface UpstreamTimeouts {
  ms: number;
  longMs: number;
}

/** How long a session read stays in an instance's memory, and how many (accounts/session-cache.ts). */
export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

/** Above the upstreams' own budgets (5 s for a connection + 10 s per statement), so their 503 arrives first. */
export const DEFAULT_UPSTREAM_TIMEOUTS: UpstreamTimeouts = { ms: 20_000, longMs: 150_000 };

export interface GatewayOptions {
  db: Db;
  /** HS256 key of the bearer tokens. */
  jwtSecret: string;
  /** Shared with the upstreams: signs the x-bo-context of every forwarded call. */
  contextSecret: string;
  /** Base URLs of the upstream services, e.g. http://127.0.0.1:8081. */
  upstreams: Record<UpstreamName, string>;
  /** The built SPA (apps/web/dist); null or absent serves no SPA. */
  webDistDir?: string | null;
  logger?: FastifyBaseLogger | boolean;
  /** Receives one access record per request; defaults to a JSON line on stdout. */
  accessLog?: (record: AccessRecord) => void;
  /** The hash chain of the access log and its copy in gateway.access_log. */
  audit?: AuditOptions;
  /** METRICS_TOKEN: GET /metrics needs `Authorization: Bearer <it>`; absent, /metrics answers only loopback clients. */
  metricsToken?: string | null;
  /** Addresses or CIDRs of proxies whose X-Forwarded-For is believed. */
  trustedProxies?: string[];
  /**
   * PUBLIC_ORIGIN: the origin the SPA is served from (https://backoffice.example.com). A write
   * authenticated by the session cookie must come from it; absent, from the request's own host.
   */
  publicOrigin?: string | null;
  /** Clock of sessions, tokens, sign-in limits and the access log (tests move it). */
  now?: () => number;
  /** Failed sign-in counter; by default shared through rateLimit.redis when given (REDIS_URL), else in memory. */
  loginAttempts?: LoginAttemptStore;
  /** The catalogue enforced; the contract's apiCalls by default (tests may add fixtures). */
  calls?: readonly ApiCall[];
  /** The event bus the websocket hub listens to; absent: one of its own (Redis when REDIS_URL is set). */
  events?: EventBus;
  /** ALLOWED_HOSTS: host names (no port) the gateway answers; empty or absent: any. */
  allowedHosts?: string[];
  /** Per-admin, per-route request budget; 600 a minute in memory by default. Its redis also shares the sign-in counter. */
  rateLimit?: RateLimitOptions;
  /** The websocket hub's allowed origins and timers. */
  realtime?: RealtimeOptions;
  /** How long and how many sessions stay read in memory; SESSION_CACHE when absent. */
  sessionCache?: Partial<SessionCacheOptions>;
  /** Upstream answer budgets; DEFAULT_UPSTREAM_TIMEOUTS when absent. */
  upstreamTimeouts?: UpstreamTimeouts;
  /** How long a stop waits for the calls in flight (SHUTDOWN_DRAIN_MS); 10 s by default. */
  drainMs?: number;
  /** REGISTRATION: anyone may register on /register (the demo); absent or false, only with a super admin's invitation link. */
  registration?: boolean;
  /**
   * DATA_PROTECTION_KEY: encrypts TOTP seeds at rest and keys the hash of personal data in the access
   * log's queries. Absent (embedded tests), keys derived from jwtSecret.
   */
  dataProtectionKey?: string;
  /** MFA_REQUIRED: every admin enrols a second factor at the next sign-in before anything else. */
  mfaRequired?: boolean;
  /** WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS: the site passkeys are bound to; absent, the request's own host. */
  webauthn?: RelyingPartyOptions;
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, OIDC_MFA_ACR: single sign-on; absent, off. */
  oidc?: OidcOptions | null;
  /** Whether the Redis the gateway uses answers now, for /health; absent: no Redis configured. */
  redisState?: () => 'up' | 'down';
}
