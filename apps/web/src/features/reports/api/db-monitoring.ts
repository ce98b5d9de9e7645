import { DB_MONITORING_CALLS } from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';

export const dbMonitoringKeys = { all: ['db_monitoring'] as const };

/** /db-monitoring's one read, polled every 10 s. */
export const dbMonitoringQuery = () =>
  queryOptions({
    queryKey: dbMonitoringKeys.all,
    queryFn: async ({ signal }) => callApi(DB_MONITORING_CALLS.show, { signal }),
    refetchInterval: 10_000,
  });

/** Cancels a running query by its backend pid; the page reloads after. */
export function useCancelDbQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pid: number): Promise<{ message: string }> => callApi(DB_MONITORING_CALLS.cancel, { params: { pid } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: dbMonitoringKeys.all });
    },
    onError: (error) => toast.error(error),
  });
}
