import { isIP } from 'node:net';

/** Query keys whose values never reach the log (a token or password passed in a URL by mistake). */
const SECRET_KEY = /pass(word)?|token|secret|api[-_]?key|signature|auth|session|cookie/i;

/** Filters and search terms whose values are looked at for personal data (issue 24, item 8). */
const FILTER_OR_SEARCH_KEY = /^(filter\[.*\]|search|q|term|query)$/i;
/** A filter named for personal data: its value is hashed whatever it looks like. */
const PERSONAL_KEY = /^filter\[[^\]]*(e-?mail|ip|phone|address|client|personal)[^\]]*\]$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: optional +, then 7 to 15 digits with spaces, dots, dashes or brackets between. */
const PHONE = /^\+?[\d\s().-]{7,24}$/;

/** The canonical form of a phone number (+ and digits) or null when the value is not one. */
function phoneDigits(value: string): string | null {
  if (!PHONE.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  // Plain 7-8 digit numbers are ids far more often than phone numbers: only with a + or separators.
  if (digits.length < 9 && !/[+\s().-]/.test(value)) return null;
  return (value.trim().startsWith('+') ? '+' : '') + digits;
}

/**
 * The form of a value kept for search when it is personal data (an e-mail, an IP address, a phone
 * number), or null when it is not. The auditor's search (GET /api/access-log?filter[personal_value]=)
 * normalises the same way, so an exact value finds its records.
 */
export function personalForm(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (EMAIL.test(v)) return v.toLowerCase();
  if (isIP(v)) return v.toLowerCase();
  return phoneDigits(v);
}

/** Replaces personal values by their keyed hash (null: left as they are). */
export type PersonalMark = ((value: string) => string) | null;

/**
 * The query string of a URL with secret-looking values replaced and, given a mark, e-mails, addresses
 * and phone numbers in filters and search terms replaced by their keyed hash; null when there is none.
 */
export function redactedQuery(url: string, mark: PersonalMark = null): string | null {
  const mark0 = url.indexOf('?');
  if (mark0 < 0 || mark0 === url.length - 1) return null;
  const params = new URLSearchParams(url.slice(mark0 + 1));
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (SECRET_KEY.test(key)) out.append(key, '[redacted]');
    else if (mark && FILTER_OR_SEARCH_KEY.test(key)) out.append(key, hashPersonal(key, value, mark));
    else out.append(key, value);
  }
  return out.toString();
}

/** One filter value: a comma-separated list is looked at item by item (multi-value filters). */
function hashPersonal(key: string, value: string, mark: (value: string) => string): string {
  const forced = PERSONAL_KEY.test(key);
  return value
    .split(',')
    .map((item) => {
      const form = personalForm(item);
      if (form !== null) return mark(form);
      return forced && item.trim() !== '' ? mark(item.trim().toLowerCase()) : item;
    })
    .join(',');
}

/** The path of a URL without its query string. */
export const pathOf = (url: string): string => {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
};

/**
 * The auditor's exact search (the access log's personal-value filter): its value becomes the keyed
 * hash the log holds, so the list engine finds the records without the key (or the value) leaving the
 * gateway. Other URLs are answered unchanged.
 */
export function hashedPersonalSearch(url: string, listPath: string, filter: string, mark: (value: string) => string): string {
  const q = url.indexOf('?');
  if (q < 0 || (pathOf(url) !== listPath && !pathOf(url).startsWith(`${listPath}/`))) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const key = `filter[${filter}]`;
  const value = params.get(key);
  if (value === null || value.trim() === '') return url;
  params.set(key, mark(personalForm(value) ?? value.trim().toLowerCase()));
  return `${url.slice(0, q)}?${params.toString()}`;
}
