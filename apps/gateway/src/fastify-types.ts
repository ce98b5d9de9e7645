import type { ApiCall } from '@bo/contract';
import type { Pool } from 'undici';
import type { AdminRecord } from './accounts/admin-record.ts';
import type { DataKeys } from './accounts/data-keys.ts';
import type { LoginAttemptStore } from './accounts/login-attempts.ts';
import type { RelyingPartyOptions } from './accounts/relying-party.ts';
import type { AccessRecord, AuditState } from './audit/record.ts';
import type { UpstreamName } from './options.ts';

/** Who is calling, once the token and its session were accepted. */
export interface SignedIn {
  sessionId: string;
  /** The account whose permissions apply (switched into, or the signed-in admin). */
  admin: AdminRecord;
  /** The admin who signed in, when switched. */
  original: AdminRecord | null;
  /** Absolute end of the session, epoch ms: a switch keeps it. */
  expiresAt: number;
  /** Last sign-in or re-authentication, epoch ms (step-up): a switch keeps it. */
  authenticatedAt: number;
  /** MFA_REQUIRED and no second factor yet: only enrolment, me and sign-out. */
  needsEnrolment: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's clock (GatewayOptions.now). */
    clock: () => number;
    upstreamPools: Record<UpstreamName, Pool>;
    /** Whether the Redis the gateway uses (rate limits, the hub's bus) answers now; null: none configured. */
    redisState: (() => 'up' | 'down') | null;
    loginAttempts: LoginAttemptStore;
    /** DATA_PROTECTION_KEY's keys: TOTP seeds at rest, personal data in the access log. */
    dataKeys: DataKeys;
    /** MFA_REQUIRED: a second factor is compulsory (enrolled at the next sign-in). */
    mfaRequired: boolean;
    /** WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS (accounts/relying-party.ts): empty, each request's own host. */
    webauthn: RelyingPartyOptions;
    /** Writes the access record of a request (plugins/app/access-log.ts); onResponse calls it, so does the websocket hub on close. */
    recordAccess(request: FastifyRequest, reply: FastifyReply): void;
    /** Encodes, chains and writes a record built without a request (a connection Node's parser refused). */
    writeAccessRecord(record: AccessRecord): void;
  }
  interface FastifyRequest {
    auth: SignedIn | null;
    audit: AuditState;
  }
  interface FastifyContextConfig {
    /** The catalogue entry a route serves; the auth and permission hooks read it. */
    apiCall?: ApiCall;
    /** The catch-all of an API prefix: refused as unknown, its caller identified for the log. */
    uncatalogued?: boolean;
    /** Counted by the per-admin, per-route rate limit although not catalogued (the /ws upgrade). */
    rateLimited?: boolean;
  }
}
