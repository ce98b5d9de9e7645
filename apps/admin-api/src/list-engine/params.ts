import { LIST_DEFAULTS, LIST_MESSAGES, type ResourceDef } from '@bo/contract';
import { badRequest } from '@bo/server-kit';
import { parseFilters, type FieldErrors } from './filter-parse.ts';
import { filterEntries } from './raw-params.ts';
import type { FilterValue, ListParams, PageBoundary, RawParams } from './types.ts';

const WHOLE = /^\d{1,9}$/;

function flag(raw: string | undefined, name: string, errors: FieldErrors): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  (errors[name] ??= []).push(LIST_MESSAGES.flag);
  return false;
}

/** Sorting from the whitelist of sortable columns only; a new column starts descending. */
function sortOf(def: ResourceDef, raw: RawParams, errors: FieldErrors): Pick<ListParams, 'orderBy' | 'orderDirection'> {
  const requested = raw.orderBy?.trim() || def.defaultSort.key;
  const sortable = def.columns.some((c) => c.key === requested && c.sortable);
  if (!sortable) (errors.orderBy ??= []).push(LIST_MESSAGES.cannotSort(requested));
  const direction = raw.orderDirection?.trim().toLowerCase();
  if (direction !== undefined && direction !== '' && direction !== 'asc' && direction !== 'desc')
    (errors.orderDirection ??= []).push(LIST_MESSAGES.orderDirection);
  const fallback = requested === def.defaultSort.key ? def.defaultSort.direction : 'desc';
  return {
    orderBy: sortable ? requested : def.defaultSort.key,
    orderDirection: direction === 'asc' || direction === 'desc' ? direction : fallback,
  };
}

/** dynamicFieldCount: 0 up to the resource's dynamic columns (none for most resources). */
function dynamicFieldCountOf(def: ResourceDef, raw: RawParams, errors: FieldErrors): number {
  const value = raw.dynamicFieldCount?.trim() ?? '';
  if (value === '') return 0;
  const max = def.dynamicFields?.max ?? 0;
  if (!/^\d{1,4}$/.test(value) || Number(value) > max) {
    (errors.dynamicFieldCount ??= []).push(LIST_MESSAGES.dynamicFieldCount(max));
    return 0;
  }
  return Number(value);
}

const ROW_ID = /^\d{1,15}$/;

/** `after` / `before`: the row id the page continues from (keyset), at most one of them. */
function boundaryOf(raw: RawParams, errors: FieldErrors): PageBoundary | null {
  const given = (['after', 'before'] as const).filter((side) => (raw[side]?.trim() ?? '') !== '');
  for (const side of given) if (!ROW_ID.test(raw[side]!.trim())) (errors[side] ??= []).push(LIST_MESSAGES.boundary);
  if (given.length === 2) (errors.before ??= []).push(LIST_MESSAGES.oneBoundary);
  const side = given[0];
  return side && given.length === 1 ? { side, id: Number(raw[side]!.trim()) } : null;
}

/**
 * Validates a list request (specification 01, section 7: page, orderBy, orderDirection,
 * itemPerPage, initFilter, onlyGetFilter, dynamicFieldCount, search, filter[...]; after / before of issue 25). Every problem is reported at once
 * as 400 `{ errors: { param: [message] } }`; nothing unchecked reaches SQL. Other params (the
 * quick links' forceReload, export's fields ...) are left to their own readers.
 */
export function parseListParams(def: ResourceDef, raw: RawParams, extraFilters?: Map<string, FilterValue>): ListParams {
  const errors: FieldErrors = {};
  const page = raw.page?.trim() || '1';
  if (!WHOLE.test(page) || Number(page) < 1) (errors.page ??= []).push(LIST_MESSAGES.page);
  const size = raw.itemPerPage?.trim() || String(def.pageSize);
  const sizeOk = WHOLE.test(size) && Number(size) >= 1 && Number(size) <= LIST_DEFAULTS.maxPageSize;
  if (!sizeOk) (errors.itemPerPage ??= []).push(LIST_MESSAGES.pageSize(LIST_DEFAULTS.maxPageSize));
  const sort = sortOf(def, raw, errors);
  const withFilterData = flag(raw.initFilter, 'initFilter', errors);
  const onlyFilterData = flag(raw.onlyGetFilter, 'onlyGetFilter', errors);
  const search = raw.search?.trim() ?? '';
  if (search.length > LIST_DEFAULTS.maxTextLength) (errors.search ??= []).push(LIST_MESSAGES.tooLong(LIST_DEFAULTS.maxTextLength));
  const dynamicFieldCount = dynamicFieldCountOf(def, raw, errors);
  const boundary = boundaryOf(raw, errors);
  const filters = parseFilters(def, filterEntries(raw), errors);
  for (const [key, value] of extraFilters ?? []) filters.set(key, value);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return {
    page: Number(page),
    itemPerPage: Number(size),
    ...sort,
    withFilterData: withFilterData || onlyFilterData,
    onlyFilterData,
    search: search === '' || !def.search ? null : search,
    filters,
    dynamicFieldCount,
    boundary,
  };
}
