/** Control characters, C1 controls and the Unicode line/paragraph separators: what could forge or split a log line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Longest text value kept: a huge user agent or path must not bloat every copy of the log. */
export const MAX_LOGGED_TEXT = 2048;

/**
 * A client-controlled text made safe for every copy of the log (JSON lines, the table, the CSV
 * export): each unsafe character becomes the visible escape `\uXXXX`, so a newline sent in a user
 * agent can never start a fake record, and the value stays readable for the auditor.
 */
export function encodeLogText(value: string): string {
  const safe = value.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return safe.length > MAX_LOGGED_TEXT ? `${safe.slice(0, MAX_LOGGED_TEXT)}…` : safe;
}

/** Every string inside a value (nested objects and arrays included) encoded with encodeLogText. */
export function encodeLogValue<T>(value: T): T {
  if (typeof value === 'string') return encodeLogText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => encodeLogValue(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeLogValue(v)])) as T;
  }
  return value;
}
