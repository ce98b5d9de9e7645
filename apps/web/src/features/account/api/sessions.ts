import { ACCOUNT_CALL } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { accountKeys } from './account-keys.ts';

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => callApi(ACCOUNT_CALL.sessions, { signal }).then((answer) => answer.data),
  });

export function useAccountSessions(enabled: boolean) {
  return useQuery({ ...accountSessionsQueryOptions(), enabled });
}

/** Ends one session (by id) or, without one, every other session; the list reloads after. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null): Promise<unknown> =>
      id === null ? callApi(ACCOUNT_CALL.endOtherSessions, {}) : callApi(ACCOUNT_CALL.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
