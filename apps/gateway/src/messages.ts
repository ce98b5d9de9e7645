import { FRAMEWORK_MESSAGES } from '@bo/contract';

/** Every message the gateway answers with, word for word (specification and issue 2). */
export const MESSAGE = {
  /** The SPA toasts it and signs out on any 401 (specification 03, section 8). */
  unauthenticated: FRAMEWORK_MESSAGES.unauthenticated,
  wrongCredentials: 'These credentials do not match our records.',
  /** The single sign-on routes while OIDC_ISSUER is unset. */
  ssoOff: 'Single sign-on is not configured.',
  noAccessYet: 'Your account has no access yet. A super admin must grant you modules.',
  emailTaken: 'The email has already been taken.',
  tooManyLoginAttempts: (seconds: number) => `Too many login attempts. Try again in ${seconds} seconds.`,
  tooManyRegisterAttempts: (seconds: number) => `Too many registration attempts. Try again in ${seconds} seconds.`,
  missingPermission: (names: readonly string[]) => `You do not have the permission: ${names.join(', ')}`,
  unknownApiCall: (method: string, path: string) => `Unknown API call: ${method} ${path}`,
  upstreamUnavailable: (name: string) => `Upstream ${name} unavailable`,
  /** The client went away before the upstream answered (nobody reads it; the access log keeps 499, nginx's code). */
  clientClosed: 'The client closed the request.',
  /** The upstream did not answer within UPSTREAM_TIMEOUT_MS (UPSTREAM_LONG_TIMEOUT_MS for exports). */
  upstreamTimeout: (name: string) => `Upstream ${name} timed out`,
  bodyTooLarge: (limit: number) => `Request body is too large (limit ${limit} bytes).`,
  notFound: (method: string, path: string) => `Not found: ${method} ${path}`,
  /** A URL the router cannot read (bad percent-encoding, an over-long parameter). */
  malformedUrl: 'The URL is malformed.',
  /** ALLOWED_HOSTS is set and the request's Host is not in it. */
  hostNotAllowed: 'This host is not served here.',
  /** Over the per-admin, per-route budget (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS). */
  tooManyRequests: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
  /** Refused by Node's parser before any route: headers over 16 KiB, a garbled request, too slow a client. */
  headersTooLarge: 'The request headers are too large.',
  malformedRequest: 'The request is malformed.',
  /** CONNECT: the gateway is no proxy for tunnels. */
  methodNotAllowed: (method: string) => `The method ${method} is not allowed.`,
  /** An Expect header other than 100-continue. */
  expectationFailed: 'The Expect header cannot be met.',
  requestTimeout: 'The request took too long to arrive.',
  /** A header value the gateway cannot pass on (a control character). */
  malformedHeaders: 'The request headers are malformed.',
  databaseUnavailable: 'Database unavailable',
  switchTargetUnknown: 'The selected admin id is invalid.',
  switchTargetSelf: 'You are already signed in as this admin.',
  switchTargetNoAccess: 'This admin has no access yet.',
  switchIntoSuperAdmin: 'Only a super admin can switch into a super admin account.',
  notSwitched: 'You are not switched into another account.',
  /** The websocket hub: the person or the address already holds its cap of open sockets. */
  tooManySockets: 'Too many open live connections. Close another tab and try again.',
  /** The websocket hub (issue 6): an upgrade from a page of another origin. */
  originNotAllowed: (origin: string) => `Origin not allowed: ${origin}`,
} as const;
