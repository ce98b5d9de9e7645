/**
 * What a failed database call means for the caller (issue 23, items 3 and 4):
 * - `unavailable`: the server is gone, refused us, or dropped the connection (503, retry later);
 * - `busy`: no connection came free within the acquire budget, or a statement ran out of its time (503).
 * Anything else (a constraint, a bad query) is a bug or the client's fault, not a fault of the database.
 */
export type DatabaseFault = 'unavailable' | 'busy';

/** Socket errors of a lost or refused connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server shutting down, not accepting connections, or out of connection slots (class 08: connection exception). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** query_canceled (a statement_timeout, or a cancel) and lock_not_available (lock_timeout). */
const BUSY_SQLSTATES = new Set(['57014', '55P03']);
/** What pg and pg-pool say when a connection ends or cannot be used (they set no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'terminating connection',
];

export function databaseFault(error: unknown): DatabaseFault | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return 'unavailable';
    if (BUSY_SQLSTATES.has(code)) return 'busy';
  }
  const text = typeof message === 'string' ? message : '';
  // pg-pool: every connection is in use and none came free within connectionTimeoutMillis.
  if (text === 'timeout exceeded when trying to connect') return 'busy';
  if (UNAVAILABLE_MESSAGES.some((m) => text.includes(m))) return 'unavailable';
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? databaseFault(cause) : null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseFault(error) === 'unavailable';

export type DatabaseHealthChange = { state: 'unavailable'; error: string } | { state: 'available'; failures: number; downMs: number };

/**
 * Follows whether the database answers, from the outcome of each call, and reports only the changes:
 * an outage is one line when it starts and one (with the count of failed calls) when it ends.
 */
export class DatabaseHealth {
  private down: { since: number; failures: number } | null = null;

  constructor(
    private readonly report: (change: DatabaseHealthChange) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get available(): boolean {
    return this.down === null;
  }

  failed(error: unknown): void {
    if (databaseFault(error) !== 'unavailable') return;
    if (this.down) {
      this.down.failures += 1;
      return;
    }
    this.down = { since: this.now(), failures: 1 };
    const { code, message } = error as { code?: string; message?: string };
    this.report({ state: 'unavailable', error: [code, message].filter(Boolean).join(': ') });
  }

  succeeded(): void {
    if (!this.down) return;
    const { since, failures } = this.down;
    this.down = null;
    this.report({ state: 'available', failures, downMs: this.now() - since });
  }
}
