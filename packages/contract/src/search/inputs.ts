import { isIP } from './ip.ts';

/** Most values one search resolves (typed, pasted or uploaded together). */
export const MULTI_SEARCH_MAX_INPUTS = 1000;

export const MULTI_SEARCH_MESSAGES = {
  noInputs: 'Enter, paste or upload at least one value.',
  tooMany: (max: number) => `At most ${max} values at once.`,
  notFoundTitle: (count: number) => `Not found (${count})`,
} as const;

/**
 * The values staff paste: one per line, or separated by commas, semicolons, tabs or spaces (a
 * spreadsheet column, a list from an e-mail). Trimmed, empty ones dropped, repeats kept once, in order.
 */
export function splitSearchInputs(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\s,;]+/)) {
    const value = raw.trim().replace(/^["']|["']$/g, '');
    if (value !== '') seen.add(value);
  }
  return [...seen];
}

export type SearchInputKind = 'id' | 'email' | 'ip' | 'hash';

/** What a pasted value is: a whole number is an id, an `@` an e-mail, an address an IP, anything else a hash. */
export function searchInputKind(value: string): SearchInputKind {
  if (/^\d{1,15}$/.test(value)) return 'id';
  if (value.includes('@')) return 'email';
  if (isIP(value)) return 'ip';
  return 'hash';
}
