import { defaultFilterValues, type ResourceDef, type ResourceFilter } from '@bo/contract';

export type SortDirection = 'asc' | 'desc';

/**
 * Everything a table screen shows, as the URL query holds it (specification 01, 2.7). Filter values
 * are kept as the URL writes them: `filters.status = '1,2'`, `filters.created_atFrom = '2025-01-01'`.
 */
export interface ListState {
  page: number;
  /** Rows per page when the admin chose other than the resource's page size (the specification's 50); unset for that. */
  perPage?: number;
  orderBy: string;
  orderDirection: SortDirection;
  /** The free `search` text of resources that have one ('' when none). */
  search: string;
  /** URL filter key (key, or keyFrom / keyTo for ranges) -> raw value; empty values are left out. */
  filters: Readonly<Record<string, string>>;
}

/** Filters whose value is a pair From / To in the URL. */
export const isRangeFilter = (filter: ResourceFilter): boolean => filter.kind === 'range' || filter.kind === 'dateRange';

/** A file cannot live in a URL: file filters are held by the screen, not the query. */
export const isUrlFilter = (filter: ResourceFilter): boolean => filter.kind !== 'file';

/** The `filter[...]` keys a resource accepts in the URL, in the order of its filters. */
export function filterUrlKeys(def: ResourceDef): string[] {
  return def.filters.filter(isUrlFilter).flatMap((f) => (isRangeFilter(f) ? [`${f.key}From`, `${f.key}To`] : [f.key]));
}

/** The definition's default filters as URL values (the contract's, shared with the service tests). */
export const defaultFilters = defaultFilterValues;

export function defaultListState(def: ResourceDef): ListState {
  return { page: 1, orderBy: def.defaultSort.key, orderDirection: def.defaultSort.direction, search: '', filters: {} };
}

/**
 * "Clicking the current column flips asc and desc; a new column starts desc" (specification 01, 4).
 * The page is kept: sorting reorders the view, it does not start a new search.
 */
export function toggleSort(state: ListState, columnKey: string): ListState {
  if (state.orderBy === columnKey) return { ...state, orderDirection: state.orderDirection === 'asc' ? 'desc' : 'asc' };
  return { ...state, orderBy: columnKey, orderDirection: 'desc' };
}

/** "Changing a filter resets to page 1" (specification 01, 4); empty values are dropped. */
export function withFilters(state: ListState, filters: Record<string, string>, search = state.search): ListState {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  return { ...state, page: 1, search: search.trim(), filters: kept };
}

/** The page size a list state shows. */
export const pageSizeOf = (state: ListState, def: ResourceDef): number => state.perPage ?? def.pageSize;
