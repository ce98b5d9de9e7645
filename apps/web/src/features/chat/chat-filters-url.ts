import {
  CONVERSATION_SORTS,
  CONVERSATION_SOURCES,
  CONVERSATION_STATUSES,
  DEFAULT_CONVERSATION_SORT,
  UNASSIGNED,
  type ConversationStatus,
} from '@bo/contract';

export type ConversationSource = (typeof CONVERSATION_SOURCES)[number];

/**
 * The conversation list's filters as they live in the URL (spec 01 §2.6: filters[...] query keys,
 * repeated keys for lists), and the body the list call takes.
 */
export interface ChatListFilters {
  status: ConversationStatus[];
  user_id?: string;
  /** Admin ids as strings, or 'unassigned'. */
  assignee_user_ids: string[];
  app_external_id: number[];
  rating: number[];
  search?: string;
  sort: (typeof CONVERSATION_SORTS)[number];
  /** Admins who wrote in the conversation; the keys below are left out while unset. */
  participant_user_ids?: number[];
  sources?: ConversationSource[];
  /** External apps hidden from the app filter, included on request. */
  external_app_options?: number[];
  /** Started on or after this day (YYYY-MM-DD, UTC). */
  start_from?: string;
  /** Started on or before this day (YYYY-MM-DD, UTC), the whole day included. */
  start_to?: string;
}

/** With no status in the URL the list shows open conversations (spec 03 §3). */
export const DEFAULT_STATUS: ConversationStatus[] = ['open'];

const key = (name: string): string => `filters[${name}]`;
const numbers = (values: string[]): number[] => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The day of a `filters[start_time][from|to]` key, when it is one. */
const day = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(key(name))?.trim();
  return value && DAY.test(value) ? value : undefined;
};
/** The optional list keys: present only when they hold something. */
const OPTIONAL_LISTS = ['participant_user_ids', 'sources', 'external_app_options'] as const;

export function readChatFilters(params: URLSearchParams): ChatListFilters {
  const statuses = params
    .getAll(key('status'))
    .filter((s): s is ConversationStatus => (CONVERSATION_STATUSES as readonly string[]).includes(s));
  const sort = params.get('sort');
  const userId = params.get(key('user_id'))?.trim() || params.get(key('by_user_id'))?.trim();
  const search = params.get(key('search'))?.trim();
  const participants = numbers(params.getAll(key('participant_user_ids')));
  const sources = params
    .getAll(key('sources'))
    .filter((s): s is ConversationSource => (CONVERSATION_SOURCES as readonly string[]).includes(s));
  const externalApps = numbers(params.getAll(key('external_app_options')));
  const startFrom = day(params, 'start_time][from');
  const startTo = day(params, 'start_time][to');
  return {
    status: statuses.length > 0 ? statuses : DEFAULT_STATUS,
    ...(userId ? { user_id: userId } : {}),
    assignee_user_ids: params.getAll(key('assignee_user_ids')).filter((a) => a === UNASSIGNED || numbers([a]).length === 1),
    app_external_id: numbers(params.getAll(key('app_external_id'))),
    rating: numbers(params.getAll(key('rating'))),
    ...(search ? { search } : {}),
    sort: (CONVERSATION_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ChatListFilters['sort']) : DEFAULT_CONVERSATION_SORT,
    ...(participants.length > 0 ? { participant_user_ids: participants } : {}),
    ...(sources.length > 0 ? { sources } : {}),
    ...(externalApps.length > 0 ? { external_app_options: externalApps } : {}),
    ...(startFrom ? { start_from: startFrom } : {}),
    ...(startTo ? { start_to: startTo } : {}),
  };
}

/** Writes the filters into `params` (other keys kept); defaults are left out so the URL stays short. */
export function writeChatFilters(filters: ChatListFilters, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['status', 'user_id', 'by_user_id', 'assignee_user_ids', 'app_external_id', 'rating', 'search', ...OPTIONAL_LISTS])
    next.delete(key(name));
  next.delete(key('start_time][from'));
  next.delete(key('start_time][to'));
  next.delete('sort');
  for (const s of filters.status) next.append(key('status'), s);
  if (filters.user_id) next.set(key('user_id'), filters.user_id);
  for (const a of filters.assignee_user_ids) next.append(key('assignee_user_ids'), a);
  for (const a of filters.app_external_id) next.append(key('app_external_id'), String(a));
  for (const r of filters.rating) next.append(key('rating'), String(r));
  if (filters.search) next.set(key('search'), filters.search);
  for (const name of OPTIONAL_LISTS) for (const value of filters[name] ?? []) next.append(key(name), String(value));
  if (filters.start_from) next.set(key('start_time][from'), filters.start_from);
  if (filters.start_to) next.set(key('start_time][to'), filters.start_to);
  if (filters.sort !== DEFAULT_CONVERSATION_SORT) next.set('sort', filters.sort);
  return next;
}

/** The list call's filters object: only what is set. */
export function listCallFilters(filters: ChatListFilters): Record<string, unknown> {
  const out: Record<string, unknown> = { status: filters.status };
  if (filters.user_id) out.user_id = filters.user_id;
  if (filters.assignee_user_ids.length > 0) out.assignee_user_ids = filters.assignee_user_ids;
  if (filters.app_external_id.length > 0) out.app_external_id = filters.app_external_id;
  if (filters.rating.length > 0) out.rating = filters.rating;
  if (filters.search) out.search = filters.search;
  for (const name of OPTIONAL_LISTS) if (filters[name]?.length) out[name] = filters[name];
  if (filters.start_from || filters.start_to) {
    // A naive date-time is UTC to the chat API; "to" takes in the whole day.
    out.start_time = {
      ...(filters.start_from ? { from: `${filters.start_from} 00:00:00` } : {}),
      ...(filters.start_to ? { to: `${filters.start_to} 23:59:59` } : {}),
    };
  }
  return out;
}

/** Whether a conversation in `status` still belongs in the list filtered by `filters` (status part). */
export function matchesStatusFilter(filters: ChatListFilters, status: ConversationStatus): boolean {
  return filters.status.includes(status);
}
