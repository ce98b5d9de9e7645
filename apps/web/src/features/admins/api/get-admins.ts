import { ZAdminListAnswer, type AdminListItem } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export function getAdmins(search: string, signal?: AbortSignal): Promise<AdminListItem[]> {
  return api.get('/api/admins', { query: { search: search || undefined }, schema: ZAdminListAnswer, signal }).then((answer) => answer.data);
}

export const adminsQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['admins', { search }], queryFn: ({ signal }) => getAdmins(search, signal) });

export function useAdmins(search: string, enabled = true) {
  return useQuery({ ...adminsQueryOptions(search), enabled });
}
