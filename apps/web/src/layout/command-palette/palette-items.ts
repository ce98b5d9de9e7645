import { canOpenRoute, menuFor, NOTE_BADGE_TARGETS, pathFor, type AdminPrincipal, type NoteBadgePrefix } from '@bo/contract';

/** One entry of the command palette (issue 19): where it goes and how it is shown. */
export interface PaletteItem {
  /** Stable key: the target path. */
  id: string;
  label: string;
  /** The menu group of a page, or what kind of entity an id is. */
  description: string;
  to: string;
}

/** How many pages a search lists at most, and how many recent items are kept per admin. */
export const PALETTE_LIMITS = { pages: 12, recent: 8 } as const;

/** Every page of the menu the admin may open, with its group (the menu table filtered by access). */
export function pageItems(admin: AdminPrincipal): PaletteItem[] {
  const items: PaletteItem[] = [];
  for (const group of menuFor((name) => canOpenRoute(admin, name))) {
    for (const sub of group.subgroups)
      for (const item of sub.items)
        items.push({ id: item.to, label: item.title, description: `${group.title} › ${sub.title}`, to: item.to });
    for (const item of group.items) items.push({ id: item.to, label: item.title, description: group.title, to: item.to });
  }
  return items;
}

/** The note-badge prefixes of specification 03 (ps123, s45, o9, fs12 ...); separators as the notes accept them. */
const PREFIXED_ID = /^(ps|hc|ts|po|fs|es|s|o)[\s:#-]?(\d+)$/i;
const NUMBER = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A user hash as the users table shows it: 16 or more hex digits. */
const HASH = /^[0-9a-f]{16,}$/i;

function entityItem(admin: AdminPrincipal, prefix: NoteBadgePrefix, id: string): PaletteItem | null {
  const target = NOTE_BADGE_TARGETS[prefix];
  if (!canOpenRoute(admin, target.routeName)) return null;
  const to = pathFor(target.routeName, { [target.param]: id });
  return { id: to, label: `${target.target} ${id}`, description: `${prefix}${id}`, to };
}

function usersSearchItem(admin: AdminPrincipal, filter: 'email' | 'hash', value: string, label: string): PaletteItem | null {
  if (!canOpenRoute(admin, 'users')) return null;
  const to = `${pathFor('users')}?filter[${filter}]=${encodeURIComponent(value)}`;
  return { id: to, label: `Users with ${label} ${value}`, description: 'Users', to };
}

/**
 * The entities a query names: a prefixed id opens that entity; a bare number the platform user, survey
 * and offer with that id; an e-mail or a hash the users list filtered by it. Only what the admin may open.
 */
export function entityItems(admin: AdminPrincipal, query: string): PaletteItem[] {
  const text = query.trim();
  const prefixed = PREFIXED_ID.exec(text);
  const found: (PaletteItem | null)[] = [];
  if (prefixed) found.push(entityItem(admin, (prefixed[1] ?? '').toLowerCase() as NoteBadgePrefix, prefixed[2] ?? ''));
  else if (NUMBER.test(text)) found.push(...(['ps', 's', 'o'] as const).map((prefix) => entityItem(admin, prefix, text)));
  else if (EMAIL.test(text)) found.push(usersSearchItem(admin, 'email', text, 'e-mail'));
  if (!prefixed && !NUMBER.test(text) && HASH.test(text)) found.push(usersSearchItem(admin, 'hash', text, 'hash'));
  return found.filter((item): item is PaletteItem => item !== null);
}

/** Pages whose title (or group) holds every word of the query, titles starting with it first. */
export function matchingPages(pages: readonly PaletteItem[], query: string): PaletteItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = pages.filter((page) => {
    const text = `${page.label} ${page.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const first = words[0] ?? '';
  return hits
    .sort((a, b) => Number(!a.label.toLowerCase().startsWith(first)) - Number(!b.label.toLowerCase().startsWith(first)))
    .slice(0, PALETTE_LIMITS.pages);
}

/** The recent list after choosing `item`: it first, no duplicates, at most the limit. */
export const withRecent = (recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] =>
  [item, ...recent.filter((r) => r.id !== item.id)].slice(0, PALETTE_LIMITS.recent);

/** Where the recent items of one admin are kept in this browser. */
export const recentStorageKey = (adminId: number): string => `bo.palette.recent.${adminId}`;
