/**
 * A non-2xx answer. Shaped like an axios error (`response.status`, `response.data`) so the toast
 * helper and the spec's "response.data.errors" rules read it the same way.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly response: { status: number; data: unknown };
  /** The client already acted on it (401 logout, 405 admin refresh): callers should stay quiet. */
  readonly handled: boolean;

  constructor(status: number, data: unknown, handled = false) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.response = { status, data };
    this.handled = handled;
  }
}

/** A request cancelled through its AbortSignal; the spec ignores those silently. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Failures the caller should not report: cancelled, or already handled by the client. */
export function isQuietFailure(error: unknown): boolean {
  return isAbortError(error) || (error instanceof ApiError && error.handled);
}
