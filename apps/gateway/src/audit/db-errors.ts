import { databaseFault } from '@bo/db';

/**
 * SQLSTATE classes meaning the database could not be reached or could not take the statement now
 * (connection exception, operator intervention such as a terminated backend or a statement timeout,
 * insufficient resources, system error): trying the same rows later may succeed. Any other error
 * with a SQLSTATE is the database refusing what it was sent.
 */
const TRANSIENT_CLASSES = new Set(['08', '53', '57', '58', 'XX']);
/** Privileges (42501) are the operator's to fix, not the record's fault: retried, not split. */
const TRANSIENT_CODES = new Set(['42501', '40001', '40P01', '55P03']);

const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * True when the error says nothing about the rows sent: a database fault as the services classify
 * it (unavailable or busy), no SQLSTATE (a socket error), or a transient class.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (databaseFault(error)) return true;
  const code = codeOf(error);
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return TRANSIENT_CLASSES.has(code.slice(0, 2)) || TRANSIENT_CODES.has(code);
}

/**
 * What may be logged of a database error: its code and the first line of its message, never its
 * detail, where or query text (PostgreSQL quotes the refused JSON there: a whole batch of records).
 */
export function safeErrorFields(error: unknown): { code: string | null; error: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { code: codeOf(error), error: message.split('\n')[0]!.slice(0, 200) };
}
