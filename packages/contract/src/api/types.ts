/** Which service answers a call. `gateway` calls are answered by the gateway itself. */
export type Upstream = 'gateway' | 'admin' | 'chat' | 'support';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Permission requirement of a call:
 * - `PUBLIC`: no token needed (login, register);
 * - `SIGNED_IN`: any signed-in admin whose account is usable (role 1 or non-empty modules);
 * - a permission name, or a list meaning "any of these".
 */
export const PUBLIC = '@public' as const;
export const SIGNED_IN = '@signed-in' as const;
export type CallPermission = typeof PUBLIC | typeof SIGNED_IN | string | readonly string[];

export interface ApiCall {
  /** Unique name, e.g. `admins.list`. */
  name: string;
  method: HttpMethod;
  /** Path as the browser calls it, Fastify style params: `/api/user/:id`. */
  path: string;
  upstream: Upstream;
  permission: CallPermission;
  /** Streams a file (CSV export): the gateway never buffers it. */
  streams?: boolean;
  /** Multipart upload allowed, with this byte limit. */
  uploadLimitBytes?: number;
  /**
   * Moves money or access, or shows personal data (issue 24, item 5): needs a sign-in or a
   * re-authentication within STEP_UP_WINDOW_MS, else 401 with reason STEP_UP_REASON.
   */
  stepUp?: boolean;
  /** Open to a session that must enrol a second factor first (MFA_REQUIRED): enrolment, me, sign-out. */
  duringEnrolment?: boolean;
  /** A browser navigation answered with a redirect (302), not a call of the SPA's client: single sign-on's steps. */
  navigation?: boolean;
}

/** A call that needs a recent sign-in or re-authentication (ApiCall.stepUp). */
export const withStepUp = (call: ApiCall): ApiCall => ({ ...call, stepUp: true });
