import { ACCOUNT_CALL, type Admin } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { authKeys } from './auth-keys.ts';

export function getMe(signal?: AbortSignal): Promise<Admin> {
  return callApi(ACCOUNT_CALL.me, { signal });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: ({ signal }) => getMe(signal), retry: false, staleTime: 0, gcTime: 0 });

export function useMe() {
  return useQuery(meQueryOptions());
}
