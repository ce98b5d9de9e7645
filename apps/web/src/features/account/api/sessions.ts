import { ZAccountSessionsAnswer, ZEndedSessionsAnswer } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sessions'] as const,
    queryFn: ({ signal }) => api.get('/api/account/sessions', { schema: ZAccountSessionsAnswer, signal }).then((answer) => answer.data),
  });

export function useAccountSessions(enabled: boolean) {
  return useQuery({ ...accountSessionsQueryOptions(), enabled });
}

/** Ends one session (by id) or, without one, every other session; the list reloads after. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null): Promise<unknown> =>
      id === null
        ? api.delete('/api/account/sessions', { schema: ZEndedSessionsAnswer })
        : api.delete(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey }),
  });
}
