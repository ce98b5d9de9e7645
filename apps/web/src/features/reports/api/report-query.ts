import { ZReportResponse, type ReportDef, type ReportResponse } from '@bo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { listKeys } from '../../table/api/list-query.ts';
import { listRequestParams } from '../../table/api/list-request.ts';
import type { ListState } from '../../table/state/list-state.ts';

/** The reports' query keys: every view of a report sits under `report(name)`, which an import or a change invalidates. */
export const reportKeys = {
  all: ['report'] as const,
  report: (name: string | undefined) => [...reportKeys.all, name] as const,
  view: (name: string, state: ListState) => [...reportKeys.report(name), state] as const,
};

/**
 * One report view: the list call of the report's table definition, read with the report schema (the
 * chart and the settled window ride along). filterData is kept under the table's own key, so the
 * TableScreen's filter bar reads it as it does for any table.
 */
export function useReportQuery(def: ReportDef, state: ListState) {
  const queryClient = useQueryClient();
  const table = def.resource;
  return useQuery({
    queryKey: reportKeys.view(def.name, state),
    queryFn: async ({ signal }): Promise<ReportResponse> => {
      const withFilterData = queryClient.getQueryData(listKeys.filterData(table)) === undefined;
      const query = listRequestParams(table, state, { withFilterData });
      const answer = await api.get(def.url, { query, schema: ZReportResponse, signal });
      if (answer.filterData) queryClient.setQueryData(listKeys.filterData(table), answer.filterData);
      return answer;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
