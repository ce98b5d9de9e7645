import type { ResourceDef } from '@bo/contract';
import { filterUrlKeys, pageSizeOf, type ListState } from '../state/list-state.ts';
import { filterParam } from '../state/url-codec.ts';

/** The server sorts by its whitelisted columns; any other column is sorted in the browser over the loaded page. */
export const isServerSortable = (def: ResourceDef, columnKey: string): boolean =>
  def.columns.some((c) => c.key === columnKey && c.sortable);

/** The query keys of the quick links that the server ignores but that must start a fresh search. */
export const FORCE_RELOAD_PARAM = 'forceReload';

export interface ListRequestOptions {
  /** "The first response supplies filterData": asked for until the screen holds it (specification 01, 4). */
  withFilterData: boolean;
  forceReload?: string | null;
}

/** The filters and search of a list state as request params (filter[key] = comma-joined value). */
export function filterParams(def: ResourceDef, state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (def.search && state.search) params.search = state.search;
  for (const key of filterUrlKeys(def)) {
    const value = state.filters[key]?.trim();
    if (value) params[filterParam(key)] = value;
  }
  return params;
}

/** The sort, when the server can do it; otherwise the server's default order comes back and the browser sorts. */
export function sortParams(def: ResourceDef, state: ListState): Record<string, string> {
  return isServerSortable(def, state.orderBy) ? { orderBy: state.orderBy, orderDirection: state.orderDirection } : {};
}

/**
 * The table search of specification 01, section 7: page, orderBy, orderDirection, itemPerPage,
 * initFilter and the filter values.
 */
export function listRequestParams(def: ResourceDef, state: ListState, options: ListRequestOptions): Record<string, string> {
  return {
    page: String(state.page),
    itemPerPage: String(pageSizeOf(state, def)),
    ...sortParams(def, state),
    ...(options.withFilterData ? { initFilter: '1' } : {}),
    ...filterParams(def, state),
    ...(options.forceReload ? { [FORCE_RELOAD_PARAM]: options.forceReload } : {}),
  };
}

/** The export's "search params": the same filters and order, no page (every matching row is exported). */
export function exportRequestParams(def: ResourceDef, state: ListState): Record<string, string> {
  return { ...sortParams(def, state), ...filterParams(def, state) };
}

/** Multipart fields of a file search or an import: the params, then the file under its own field. */
export function multipartBody(params: Record<string, string>, fileField: string, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) form.append(name, value);
  form.append(fileField, file, file.name);
  return form;
}
