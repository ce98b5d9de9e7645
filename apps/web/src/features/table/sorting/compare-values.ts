/**
 * The front-end sort of specification 01 (sections 2.7 and 9): "compares dates, numbers and text
 * (natural order, case-insensitive)". Ascending; the table reverses it for descending. Empty values
 * (null, undefined, '') come first, so they gather at one end whatever the direction.
 */
export function compareValues(a: unknown, b: unknown): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? -1 : 1;

  const aNumber = asNumber(a);
  const bNumber = asNumber(b);
  if (aNumber !== null && bNumber !== null) return Math.sign(aNumber - bNumber);

  const aTime = asTime(a);
  const bTime = asTime(b);
  if (aTime !== null && bTime !== null) return Math.sign(aTime - bTime);

  return naturalText.compare(asText(a), asText(b));
}

/** Natural order ('item2' before 'item10'), ignoring case and accents. */
const naturalText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** Dates as the servers write them: YYYY-MM-DD, optionally a time and a zone. */
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(z|[+-]\d{2}:?\d{2})?)?$/i;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return null;
}

function asTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || !DATE.test(value.trim())) return null;
  const text = value.trim().replace(' ', 'T');
  // A time without a zone is UTC, as the servers write it.
  const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) || !text.includes('T') ? text : `${text}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? null : time;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
