import { USER_DETAILS_CALL, type FilterOption } from '@bo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { callApi } from '../../../lib/api/call.ts';
import { TABLE_CONSTANTS } from '../constants.ts';
import { referenceKeys } from '../../../lib/api/reference-keys.ts';

/**
 * Rows of a remote option search as select options: `{value, label}` as filterData writes them, or
 * entity rows `{id, name}`; anything else is skipped.
 */
export function toFilterOptions(rows: unknown): FilterOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row): FilterOption[] => {
    if (typeof row !== 'object' || row === null) return [];
    const record = row as Record<string, unknown>;
    const value = record.value ?? record.id ?? record.code;
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const label = record.label ?? record.name ?? record.text;
    return [{ value, label: typeof label === 'string' && label !== '' ? label : String(value) }];
  });
}

/** "GET {searchUrl} (multi-select): search, itemPerPage=20; reads data.data" (specification 01, 7). */
export async function searchOptions(searchUrl: string, search: string, signal?: AbortSignal): Promise<FilterOption[]> {
  const answer = await api.get<{ data?: unknown }>(searchUrl, { query: { search, itemPerPage: TABLE_CONSTANTS.searchPageSize }, signal });
  return toFilterOptions(answer?.data);
}

/** The existing country codes, the tags a country tag filter accepts (GET /api/countries). */
export const countryTagsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.countryTags(),
    queryFn: async ({ signal }): Promise<FilterOption[]> => {
      const answer = await callApi(USER_DETAILS_CALL.countries, { signal });
      return answer.data.map((c) => ({ value: c.code.trim(), label: `${c.code.trim()} ${c.name}` }));
    },
    staleTime: Infinity,
    retry: false,
  });
