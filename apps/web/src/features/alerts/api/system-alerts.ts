import { OPERATIONS_CALL, SUPPORT_POLL_MS } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

/** Every query of the alerts feature shares this prefix, so marking one seen refreshes them all. */
const ALERTS_KEY = ['system-alerts'] as const;

export interface AlertListView {
  page: number;
  /** undefined: all; false: only not seen; true: only seen. */
  isSeen?: boolean;
}

export const alertListQuery = (view: AlertListView) =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'list', view],
    queryFn: ({ signal }) =>
      callApi(OPERATIONS_CALL.alertList, {
        query: { page: view.page, is_seen: view.isSeen === undefined ? undefined : String(view.isSeen) },
        signal,
      }),
  });

/** The not-seen count, polled every 60 s (specification 03, section 9). */
export const notSeenCountQuery = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'not-seen-count'],
    queryFn: ({ signal }) => callApi(OPERATIONS_CALL.alertNotSeenCount, { signal, background: true }).then((a) => a.count),
    refetchInterval: SUPPORT_POLL_MS.systemAlerts,
  });

export function useNotSeenCount(enabled: boolean) {
  return useQuery({ ...notSeenCountQuery(), enabled });
}

/** PUT /api/system-alerts/:id {is_seen: true}; afterwards the list and the not-seen count are fetched again. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(OPERATIONS_CALL.alertMarkSeen, { params: { id }, body: { is_seen: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
