/** Session and request limits of the gateway (issue 2). */
export const LIMIT = {
  /** A token and its session end this long after sign-in, whatever the activity. */
  sessionMaxAgeMs: 12 * 60 * 60 * 1000,
  /** A session unused for longer than this is refused. */
  sessionIdleMs: 30 * 60 * 1000,
  /** last_seen_at is written at most this often, so reads stay reads. */
  sessionTouchEveryMs: 60 * 1000,
  /** Failed sign-ins allowed per e-mail and client address within the window. */
  loginFailures: 5,
  /**
   * Failed sign-ins allowed per e-mail from all addresses together within the window (issue 14): twice
   * the per-address count, so one office behind one address is blocked first, while guesses spread over
   * many addresses (or gateways, through Redis) stop at this.
   */
  loginAccountFailures: 10,
  loginWindowMs: 15 * 60 * 1000,
  /** Registrations one client address may make within loginWindowMs, made or refused. */
  registerAttempts: 5,
  /** JSON (and any body without its own limit). Uploads carry ApiCall.uploadLimitBytes. */
  jsonBodyBytes: 1_048_576,
} as const;

/** The token audience: tokens of another system signed with the same secret are refused. */
export const TOKEN_AUDIENCE = 'backoffice';
