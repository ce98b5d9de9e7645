import type { Upstream } from '@bo/contract';

/** Sign-in, sign-out, switch, permission-change and user-action events, added to the record of the request that caused them. */
export type AuditEvent =
  | {
      type: 'login';
      outcome:
        | 'success'
        | 'wrong-credentials'
        | 'no-access'
        | 'rate-limited'
        | 'code-required'
        | 'wrong-code'
        | 'wrong-passkey'
        /** Single sign-on (issue 24): the provider's e-mail is no admin's or is not verified; the provider's answer was refused. */
        | 'sso-unknown-email'
        | 'sso-email-not-verified'
        | 'sso-refused';
      email: string;
      /** How the sign-in was made when not with the password: single sign-on, or a passkey as the only factor. */
      method?: 'sso' | 'passkey';
    }
  /** Issue 24: a second factor enrolled, a passkey removed, factors reset by a super admin; a re-authentication (step-up). */
  | { type: 'factor-enrolled'; admin_id: number; factor: 'totp' | 'passkey' }
  | { type: 'factor-removed'; admin_id: number; factor: 'passkey' }
  | { type: 'factors-reset'; admin_id: number }
  | {
      type: 'reauthenticate';
      outcome: 'success' | 'wrong-password' | 'wrong-code' | 'wrong-passkey';
      with?: 'password' | 'code' | 'passkey';
    }
  | { type: 'logout' }
  | { type: 'register'; email: string; invited: boolean }
  /** Issue 24: a password set by its owner (other sessions ended) or through a super admin's reset link (all ended). */
  | { type: 'password-change'; admin_id: number; ended_sessions: number }
  | { type: 'password-reset'; admin_id: number; ended_sessions: number }
  | { type: 'switch-account'; from: number; to: number }
  | { type: 'switch-back'; from: number; to: number }
  /** A call that may change an admin's role, modules or grants (audit/call-events.ts); status says whether it did. */
  | { type: 'permission-change'; call: string; target_admin_id: number | null }
  /** An action on a marketplace user (the userActions.* calls). */
  | { type: 'user-action'; call: string; user_id: number | null };

/** One line of the access log, what auditors read. Never a token, cookie or password. */
export interface AccessRecord {
  /** UTC ISO time the request arrived. */
  time: string;
  request_id: string;
  /** The admin who signed in (the original one when switched). */
  admin_id: number | null;
  /** The account acted as, when switched; null otherwise. */
  acting_as: number | null;
  method: string;
  path: string;
  /** The query string with secret-looking values masked; null without one. */
  query: string | null;
  /** The catalogue permission checked (the one that allowed, for an any-of list). */
  permission: string | null;
  decision: 'allow' | 'deny';
  /** Why: super-admin, module, fixed-grant, public, signed-in, open, or what refused it. */
  reason: string;
  status: number;
  bytes: number;
  duration_ms: number;
  client: string;
  user_agent: string | null;
  upstream: Upstream | null;
  event?: AuditEvent;
}

/** What the hooks learn about a request while it runs; turned into an AccessRecord at the end. */
export interface AuditState {
  startedAt: number;
  permission: string | null;
  decision: 'allow' | 'deny';
  reason: string;
  upstream: Upstream | null;
  bytes: number;
  /** Who signed in / acting as, when not taken from the session (sign-in and switch answers). */
  adminId: number | null;
  actingAs: number | null;
  /**
   * The client address and user agent, taken when the request arrived: a websocket's record is
   * written when it closes, when the socket no longer has an address.
   */
  client: string;
  userAgent: string | null;
  event?: AuditEvent;
  /** The record is written (once per request: on the finished answer, or when the client left first). */
  recorded?: boolean;
}
