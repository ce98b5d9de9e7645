import { ZAdmin, type Admin } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export function getMe(signal?: AbortSignal): Promise<Admin> {
  return api.get('/api/me', { schema: ZAdmin, signal });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal), retry: false, staleTime: 0, gcTime: 0 });

export function useMe() {
  return useQuery(meQueryOptions());
}
