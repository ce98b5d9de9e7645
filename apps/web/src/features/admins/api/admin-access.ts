import { adminsResource, ZAdminAccessAnswer, type AdminAccess, type AdminAccessChange } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { listKeys } from '../../table/api/list-query.ts';

const accessPath = (id: number) => `/api/admins/${id}/access`;

export const adminAccessQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admins', id, 'access'],
    queryFn: ({ signal }) => api.get(accessPath(id), { schema: ZAdminAccessAnswer, signal }).then((answer) => answer.data),
  });

export function useAdminAccess(id: number) {
  return useQuery(adminAccessQueryOptions(id));
}

/** Saves an admin's access; the admins table and pickers reload after. */
export function useUpdateAdminAccess(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminAccessChange): Promise<AdminAccess> =>
      api.put(accessPath(id), change, { schema: ZAdminAccessAnswer }).then((answer) => answer.data),
    onSuccess: (access) => {
      queryClient.setQueryData(adminAccessQueryOptions(id).queryKey, access);
      void queryClient.invalidateQueries({ queryKey: listKeys.all(adminsResource) });
      void queryClient.invalidateQueries({ queryKey: ['admins'] });
    },
  });
}
