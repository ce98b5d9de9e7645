import type { z } from 'zod';

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

/**
 * The zod schemas of a call (issue 20): the upstream validates and serializes with them, the SPA fills
 * the path and parses the answer with them, and /api/openapi.json is generated from them. Optional, so
 * a call can be catalogued before its schemas are written; the OpenAPI coverage test counts them.
 */
export interface CallSchemas {
  /** Path params (`:id`), as strings coerced by the schema. */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body (a multipart body is described by uploadLimitBytes instead). */
  body?: z.ZodType;
  /** The answer of the success status. */
  answer?: z.ZodType;
}

export interface ApiCall extends CallSchemas {
  /** Unique name, e.g. `admins.list`. */
  name: string;
  method: HttpMethod;
  /** Path as the browser calls it, Fastify style params: `/api/user/:id`. */
  path: string;
  upstream: Upstream;
  permission: CallPermission;
  /** One line for people reading /api/openapi.json. */
  summary?: string;
  /** The success status when it is not 200: 201 for a creation, 204 for an empty answer. */
  status?: 201 | 204;
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

/** A call's summary, schemas and flags, beside its name, method, path, upstream and permission: the call factories keep their types, so routes and the SPA are typed by the call. */
export type CallExtra = Omit<Partial<ApiCall>, 'name' | 'method' | 'path' | 'upstream' | 'permission'>;

/** A call that needs a recent sign-in or re-authentication (ApiCall.stepUp). */
export const withStepUp = <C extends ApiCall>(call: C): C & { stepUp: true } => ({ ...call, stepUp: true });
