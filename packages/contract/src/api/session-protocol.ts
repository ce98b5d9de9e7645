// The SPA's side of the session protocol: plain constants, apart from the schemas, so the web app's
// API client (on the sign-in page's first load) needs no zod (issue 21 item 4).

/**
 * Background fetches (the SPA's polling): a request carrying this header does not count as use of
 * the session for the idle time-out. The gateway reads it and never forwards it (x-bo-* is its own).
 */
export const BACKGROUND_REQUEST_HEADER = 'x-bo-background';

/**
 * The SPA's sign-in, switch of account and switch back send this header (value '1'): the gateway then
 * keeps the session in the `__Host-bo_session` cookie (HttpOnly, so script cannot read it) and leaves
 * the token out of the answer. A header, not a body flag: one rule for every call that opens a session
 * whatever its body, and a page of another origin cannot add a custom header without a CORS preflight
 * the gateway never grants, so no other site can plant a session cookie (login CSRF).
 */
export const SESSION_COOKIE_REQUEST_HEADER = 'x-bo-session-cookie';

/** The reason of a 401 a re-authentication answers (the SPA opens its modal and retries). */
export const STEP_UP_REASON = 'reauthenticate';
