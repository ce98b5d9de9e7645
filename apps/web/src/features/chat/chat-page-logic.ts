import type { Conversation } from '@bo/contract';
import { matchesStatusFilter, type ChatListFilters } from './chat-filters-url.ts';

/** The open conversation lives in the URL beside the filters, so a link opens it. */
export const OPEN_KEY = 'conversation';

/** The URL's parameters with `uuid` as the open conversation (none: closed). */
export function withOpenConversation(current: URLSearchParams, uuid: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (uuid) next.set(OPEN_KEY, uuid);
  else next.delete(OPEN_KEY);
  return next;
}

/** The ticked conversations with one ticked or unticked (a new set: React state). */
export function withChecked(current: ReadonlySet<string>, uuid: string, on: boolean): Set<string> {
  const next = new Set(current);
  if (on) next.add(uuid);
  else next.delete(uuid);
  return next;
}

/**
 * After a change: when the open conversation left the filter, the first remaining one of the list (or none)
 * opens; `undefined` when the open one stays.
 */
export function openAfterChange(
  changed: readonly Conversation[],
  filters: ChatListFilters,
  openUuid: string | null,
  listed: readonly Conversation[],
): string | null | undefined {
  const leaving = new Set(changed.filter((c) => !matchesStatusFilter(filters, c.status)).map((c) => c.uuid));
  if (leaving.size === 0 || !openUuid || !leaving.has(openUuid)) return undefined;
  return listed.find((c) => !leaving.has(c.uuid))?.uuid ?? null;
}
