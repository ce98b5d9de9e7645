import { OPERATIONS_CALL, SUPPORT_POLL_MS, ZCountAnswer, ZSystemAlertAnswer, ZSystemAlertListAnswer } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

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
      api.get(OPERATIONS_CALL.alertList.path, {
        query: { page: view.page, is_seen: view.isSeen === undefined ? undefined : String(view.isSeen) },
        schema: ZSystemAlertListAnswer,
        signal,
      }),
  });

/** The not-seen count, polled every 60 s (specification 03, section 9). */
export const notSeenCountQuery = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'not-seen-count'],
    queryFn: ({ signal }) =>
      api.get(OPERATIONS_CALL.alertNotSeenCount.path, { schema: ZCountAnswer, signal, background: true }).then((a) => a.count),
    refetchInterval: SUPPORT_POLL_MS.systemAlerts,
  });

export function useNotSeenCount(enabled: boolean) {
  return useQuery({ ...notSeenCountQuery(), enabled });
}

/** PUT /api/system-alerts/:id {is_seen: true}; afterwards the list and the not-seen count are fetched again. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.put(OPERATIONS_CALL.alertMarkSeen.path.replace(':id', String(id)), { is_seen: true }, { schema: ZSystemAlertAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
