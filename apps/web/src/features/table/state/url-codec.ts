import type { ResourceDef } from '@bo/contract';
import { defaultFilters, defaultListState, filterUrlKeys, type ListState, type SortDirection } from './list-state.ts';

/** Query keys of the list state; everything else in the query (forceReload ...) is left alone. */
const PAGE = 'page';
/** The page size, written only when it is not the resource's default (the request's own name for it). */
const PER_PAGE = 'itemPerPage';
const ORDER_BY = 'orderBy';
const ORDER_DIRECTION = 'orderDirection';
const SEARCH = 'search';
const FILTER_KEY = /^filter\[([^\]]+)\]$/;

export const filterParam = (key: string): string => `filter[${key}]`;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function direction(raw: string | null): SortDirection | null {
  const value = raw?.trim().toLowerCase();
  return value === 'asc' || value === 'desc' ? value : null;
}

/** The page sizes an admin may choose (issue 19): the resource's own first, then the usual larger ones. */
export function pageSizeChoices(def: ResourceDef): number[] {
  return [...new Set([def.pageSize, 25, 50, 100, 200])].sort((a, b) => a - b);
}

/** A page size from the URL when it is one of the choices other than the default; undefined otherwise. */
const nonDefaultPageSize = (size: number | null, def: ResourceDef): number | undefined =>
  size !== null && size !== def.pageSize && pageSizeChoices(def).includes(size) ? size : undefined;

/**
 * The list state a URL query describes, defaults for what it leaves out. Filter keys the resource
 * does not know are ignored (the server would refuse them), so an old or hand-written link still opens.
 * A query with no list state at all (a menu link: no filter and no sort) opens with the definition's
 * default filters; every search writes the sort, so once changed (cleared too) the URL is the truth.
 */
export function readListState(query: URLSearchParams, def: ResourceDef, now?: Date): ListState {
  const defaults = defaultListState(def);
  const known = new Set(filterUrlKeys(def));
  const filters: Record<string, string> = {};
  for (const [name, value] of query) {
    const key = FILTER_KEY.exec(name)?.[1];
    if (key && known.has(key) && value.trim() !== '') filters[key] = value;
  }
  const fresh = Object.keys(filters).length === 0 && !query.has(ORDER_BY) && ![...query.keys()].some((k) => FILTER_KEY.test(k));
  if (fresh) Object.assign(filters, defaultFilters(def, now));
  const orderBy = query.get(ORDER_BY)?.trim();
  const column = orderBy ? def.columns.find((c) => c.key === orderBy) : undefined;
  return {
    page: positiveInteger(query.get(PAGE)) ?? defaults.page,
    perPage: nonDefaultPageSize(positiveInteger(query.get(PER_PAGE)), def),
    orderBy: column?.key ?? defaults.orderBy,
    // A column given without a direction starts descending, like a click on it.
    orderDirection: direction(query.get(ORDER_DIRECTION)) ?? (column && column.key !== defaults.orderBy ? 'desc' : defaults.orderDirection),
    search: def.search ? (query.get(SEARCH) ?? '').trim() : '',
    filters,
  };
}

/**
 * The query for a list state: the other keys of `base` kept, then page, orderBy, orderDirection,
 * search and filter[...] in the resource's filter order. Defaults are written too, except page 1
 * and an empty search, so a copied URL says which sort it shows.
 */
export function writeListState(state: ListState, def: ResourceDef, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of base) {
    if (name === PAGE || name === PER_PAGE || name === ORDER_BY || name === ORDER_DIRECTION || name === SEARCH || FILTER_KEY.test(name))
      continue;
    out.append(name, value);
  }
  if (state.page > 1) out.set(PAGE, String(state.page));
  if (state.perPage !== undefined && state.perPage !== def.pageSize) out.set(PER_PAGE, String(state.perPage));
  out.set(ORDER_BY, state.orderBy);
  out.set(ORDER_DIRECTION, state.orderDirection);
  if (def.search && state.search) out.set(SEARCH, state.search);
  for (const key of filterUrlKeys(def)) {
    const value = state.filters[key];
    if (value !== undefined && value.trim() !== '') out.set(filterParam(key), value);
  }
  return out;
}

/**
 * A query string as people write it: `filter[status]=1,2` rather than `filter%5Bstatus%5D=1%2C2`.
 * Brackets and commas are safe in a query; everything else is encoded as usual.
 */
export function toQueryString(query: URLSearchParams): string {
  const parts: string[] = [];
  for (const [name, value] of query) parts.push(`${readable(name)}=${readable(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const readable = (text: string): string => encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%2C/gi, ',');
