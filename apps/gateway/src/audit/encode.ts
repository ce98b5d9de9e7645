/**
 * What could forge or split a log line, or make a copy of the log refuse it: control characters
 * (NUL included: PostgreSQL text and jsonb refuse it), C1 controls, the Unicode line/paragraph
 * separators, and lone UTF-16 surrogates (no valid UTF-8 exists for them, so jsonb refuses their
 * `\ud800` escape and every copy would carry different bytes).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Longest text value kept: a huge user agent or path must not bloat every copy of the log. */
export const MAX_LOGGED_TEXT = 2048;

/** The same characters, for a test without the global flag's lastIndex state. */
const HAS_UNSAFE = new RegExp(UNSAFE.source);

const escaped = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The first `max` UTF-16 units of a text, without cutting a surrogate pair in half. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/**
 * A client-controlled text made safe for every copy of the log (JSON lines, the table, the CSV
 * export): each unsafe character becomes the visible escape `\uXXXX`, so a newline sent in a user
 * agent can never start a fake record, and the value stays readable for the auditor. Cut to
 * MAX_LOGGED_TEXT first, so a 1 MB header costs nothing further.
 */
export function encodeLogText(value: string): string {
  // Almost every value is short and clean: kept as it is, without a copy.
  if (value.length <= MAX_LOGGED_TEXT && !HAS_UNSAFE.test(value)) return value;
  return cut(cut(value, MAX_LOGGED_TEXT * 2).replace(UNSAFE, escaped), MAX_LOGGED_TEXT);
}

/** Every string inside a value (keys, nested objects and arrays included) encoded with encodeLogText; a value with nothing to encode is returned as it is. */
export function encodeLogValue<T>(value: T): T {
  if (typeof value === 'string') return encodeLogText(value) as T;
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) => encodeLogValue(v));
    return (items.every((v, i) => v === value[i]) ? value : items) as T;
  }
  if (value && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const keys = Object.keys(source);
    // Almost every record is clean: no copy is made until a key or a value has to change.
    let out: Record<string, unknown> | null = null;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const v = encodeLogValue(source[key]);
      const safeKey = encodeLogText(key);
      if (!out && (v !== source[key] || safeKey !== key || key === '__proto__')) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]!] = source[keys[j]!];
      }
      if (!out) continue;
      // An own property, as Object.fromEntries would make it: a `__proto__` key never sets the prototype.
      if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[safeKey] = v;
    }
    return (out ?? value) as T;
  }
  return value;
}
