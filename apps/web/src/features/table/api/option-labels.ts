import type { FilterOption } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api/client.ts';
import { toFilterOptions } from './search-options.ts';

/** A value an option search can look up: the searches' options are entity ids. */
const LOOKUP_ID = /^\d{1,15}$/;

/** The ids among these values, sorted, repeats dropped: one cache entry per set, whatever the URL's order. */
export function lookupIds(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => LOOKUP_ID.test(v)))].sort((a, b) => Number(a) - Number(b));
}

/** GET {searchUrl}?ids=1,2: the options of those ids, labelled as a search labels them. */
export async function fetchOptionLabels(searchUrl: string, ids: readonly string[], signal?: AbortSignal): Promise<FilterOption[]> {
  const answer = await api.get<{ data?: unknown }>(searchUrl, { query: { ids: ids.join(',') }, signal });
  return toFilterOptions(answer?.data);
}

/** The labels of an id set, per search url. */
export const optionLabelKeys = {
  of: (searchUrl: string, ids: readonly string[]) => ['option-labels', searchUrl, ids] as const,
};

/** Asked once per search url and id set: labels do not change while the screen is open. */
export const optionLabelsQueryOptions = (searchUrl: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: optionLabelKeys.of(searchUrl, ids),
    queryFn: ({ signal }) => fetchOptionLabels(searchUrl, ids, signal),
    staleTime: Infinity,
    retry: false,
  });

/**
 * The labels of chosen values nobody has named yet (a shared URL's filter[surveyId]=1,2), looked up
 * once per id set. A failed lookup is logged and the chips keep their bare ids, as a failed option
 * search leaves the options unchanged (specification 01, 8).
 */
export function useOptionLabels(searchUrl: string | undefined, unknownValues: readonly string[]): FilterOption[] {
  const ids = lookupIds(unknownValues);
  const { data, error } = useQuery({ ...optionLabelsQueryOptions(searchUrl ?? '', ids), enabled: Boolean(searchUrl) && ids.length > 0 });
  useEffect(() => {
    if (error) console.error(`Option labels of ${searchUrl ?? ''} failed`, error);
  }, [error, searchUrl]);
  return data ?? NO_OPTIONS;
}

const NO_OPTIONS: FilterOption[] = [];
