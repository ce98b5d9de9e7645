import { isIP } from 'node:net';
import { LIST_DEFAULTS, LIST_MESSAGES, type FilterValueType } from '@bo/contract';
import type { Scalar } from './types.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** One filter value, checked against its type before it may reach SQL as a parameter. */
export function parseScalar(type: FilterValueType, raw: string): Parsed<Scalar> {
  const text = raw.trim();
  switch (type) {
    case 'integer':
      return INTEGER.test(text) && Number.isSafeInteger(Number(text))
        ? { ok: true, value: Number(text) }
        : { ok: false, message: LIST_MESSAGES.wholeNumber };
    case 'number':
      // Kept as text: numeric parameters keep their exact decimals.
      return DECIMAL.test(text) ? { ok: true, value: text } : { ok: false, message: LIST_MESSAGES.number };
    case 'country':
      return COUNTRY.test(text) ? { ok: true, value: text.toUpperCase() } : { ok: false, message: LIST_MESSAGES.country };
    case 'ip':
      // Node's isIP takes an IPv6 zone id (fe80::1%eth0); PostgreSQL's inet does not: refused here, not a 500 there.
      return isIP(text) && !text.includes('%') ? { ok: true, value: text } : { ok: false, message: LIST_MESSAGES.ip };
    case 'text':
      return text.length <= LIST_DEFAULTS.maxTextLength
        ? { ok: true, value: text }
        : { ok: false, message: LIST_MESSAGES.tooLong(LIST_DEFAULTS.maxTextLength) };
  }
}

/** The message for a bad item of a comma-joined list of this type. */
export function listMessage(type: FilterValueType, itemMessage: string): string {
  if (type === 'integer') return LIST_MESSAGES.wholeNumbers;
  if (type === 'country') return LIST_MESSAGES.countries;
  return itemMessage;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar day YYYY-MM-DD (a real one: 2025-02-30 is refused) as its UTC midnight. */
export function parseDay(raw: string): Parsed<Date> {
  const m = DATE.exec(raw.trim());
  if (!m) return { ok: false, message: LIST_MESSAGES.date };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
  return real ? { ok: true, value: day } : { ok: false, message: LIST_MESSAGES.date };
}

/** A month YYYY-MM (the month picker's value, specification 01, section 9) as [first day, next month's first day). */
export function parseMonth(raw: string): Parsed<{ from: Date; to: Date }> {
  const m = MONTH.exec(raw.trim());
  const [y, mo] = [Number(m?.[1]), Number(m?.[2])];
  if (!m || mo < 1 || mo > 12) return { ok: false, message: LIST_MESSAGES.month };
  return { ok: true, value: { from: new Date(Date.UTC(y, mo - 1, 1)), to: new Date(Date.UTC(y, mo, 1)) } };
}

export const nextDay = (day: Date): Date => new Date(day.getTime() + 86_400_000);
