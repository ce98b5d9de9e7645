import type { ListResponse, ResourceDef } from '@bo/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListState } from '../state/list-state.ts';
import { fetchList, type FileFilterValue } from './fetch-list.ts';
import { listRequestParams } from './list-request.ts';
import { answeredPage, boundaryParams, type AnsweredPage } from './page-boundary.ts';

export type FilterData = NonNullable<ListResponse['filterData']>;

/** Every search of a resource lives under this key; an import invalidates it. */
export const listKeys = {
  all: (def: ResourceDef) => ['list', def.name] as const,
  filterData: (def: ResourceDef) => ['list', def.name, 'filterData'] as const,
  answeredPage: (def: ResourceDef) => ['list', def.name, 'answeredPage'] as const,
};

const fileKey = (file: FileFilterValue | null) =>
  file ? `${file.key}:${file.file.name}:${file.file.size}:${file.file.lastModified}` : null;

export interface ListQueryInput {
  state: ListState;
  fileFilter: FileFilterValue | null;
  forceReload: string | null;
}

/**
 * The search of a list state. The first one asks for filterData (initFilter), which is kept per
 * resource so the filter options are filled once (specification 01, 4). Stepping to the next or previous
 * page sends the boundary of the page answered last (page-boundary.ts). The query's signal goes to
 * fetch: a newer search makes this one unused and TanStack Query aborts it; aborted searches
 * never surface as errors.
 */
export function listQueryOptions(queryClient: QueryClient, def: ResourceDef, input: ListQueryInput) {
  return queryOptions({
    queryKey: [...listKeys.all(def), input.state, fileKey(input.fileFilter), input.forceReload] as const,
    queryFn: async ({ signal }) => {
      const withFilterData = queryClient.getQueryData(listKeys.filterData(def)) === undefined;
      const params = listRequestParams(def, input.state, { withFilterData, forceReload: input.forceReload });
      // Next or previous page: seek from the answered page's boundary row (not in the query key: the same rows).
      const answered = queryClient.getQueryData<AnsweredPage>(listKeys.answeredPage(def)) ?? null;
      const answer = await fetchList(def, { ...params, ...boundaryParams(answered, params) }, input.fileFilter, signal);
      if (answer.filterData) queryClient.setQueryData(listKeys.filterData(def), answer.filterData);
      queryClient.setQueryData(listKeys.answeredPage(def), answeredPage(params, answer.paging));
      return answer;
    },
    // The previous page stays under the overlay while the next one loads (busy state, specification 01, 4).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useListQuery(def: ResourceDef, input: ListQueryInput) {
  const queryClient = useQueryClient();
  return useQuery(listQueryOptions(queryClient, def, input));
}

/** The filter options the first response supplied; undefined until then. */
export function useFilterData(def: ResourceDef): FilterData | undefined {
  return useQuery<FilterData>({ queryKey: listKeys.filterData(def), queryFn: skipToken, staleTime: Infinity }).data;
}
