import { ZAdminListAnswer, type AdminListItem } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export function getAdmins(search: string, signal?: AbortSignal): Promise<AdminListItem[]> {
  return api.get('/api/admins', { query: { search: search || undefined }, schema: ZAdminListAnswer, signal }).then((answer) => answer.data);
}

/** The admins' query keys: the pickers' searches and each admin's access sit under `all`, which a change of access invalidates. */
export const adminKeys = {
  all: ['admins'] as const,
  search: (search: string) => [...adminKeys.all, { search }] as const,
  access: (id: number) => [...adminKeys.all, id, 'access'] as const,
};

export const adminsQueryOptions = (search: string) =>
  queryOptions({ queryKey: adminKeys.search(search), queryFn: ({ signal }) => getAdmins(search, signal) });

export function useAdmins(search: string, enabled = true) {
  return useQuery({ ...adminsQueryOptions(search), enabled });
}
