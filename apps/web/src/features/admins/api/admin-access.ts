import { ADMIN_CALL, adminsResource, type AdminAccess, type AdminAccessChange } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { listKeys } from '../../table/api/list-query.ts';
import { adminKeys } from './get-admins.ts';

export const adminAccessQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.access(id),
    queryFn: ({ signal }) => callApi(ADMIN_CALL.access, { params: { id }, signal }).then((answer) => answer.data),
  });

export function useAdminAccess(id: number) {
  return useQuery(adminAccessQueryOptions(id));
}

/** Saves an admin's access; the admins table and pickers reload after. */
export function useUpdateAdminAccess(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminAccessChange): Promise<AdminAccess> =>
      callApi(ADMIN_CALL.updateAccess, { params: { id }, body: change }).then((answer) => answer.data),
    onSuccess: (access) => {
      queryClient.setQueryData(adminAccessQueryOptions(id).queryKey, access);
      void queryClient.invalidateQueries({ queryKey: listKeys.all(adminsResource) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
