import { resourcePaths, ZResourceChartAnswer, type ResourceDef } from '@bo/contract';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api/client.ts';
import type { ListState } from '../state/list-state.ts';
import { listKeys } from './list-query.ts';
import { filterParams } from './list-request.ts';

/**
 * The chart of a table screen that declares one: GET {url}/chart with the table's filters and search
 * (no page, no sort), under the list's key so an import refreshes it too. Asked for by the screen
 * itself, while the chart's own chunk is still loading.
 */
export function useChartQuery(def: ResourceDef, state: ListState) {
  const query = useMemo(() => filterParams(def, state), [def, state]);
  const answer = useQuery({
    queryKey: [...listKeys.all(def), 'chart', query] as const,
    queryFn: def.chart
      ? ({ signal }: { signal: AbortSignal }) => api.get(resourcePaths(def).chart, { query, schema: ZResourceChartAnswer, signal })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  /** The search the drawn answer is for, once it is settled (browser tests wait for it). */
  const view = answer.data && !answer.isFetching && !answer.isPlaceholderData ? new URLSearchParams(query).toString() : '';
  return { ...answer, view };
}
