import { ADMIN_CALL, adminPermissionGroupsResource } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';
import { adminKeys } from '../../admins/api/get-admins.ts';
import { listKeys } from '../../table/api/list-query.ts';

export interface ApplyPermissionGroup {
  adminId: number;
  groupId: number;
}

/**
 * Gives an admin a permission group's access. `onApplied` runs first (the picker closes at once), then the
 * groups table and every admin query (pickers, access) reload.
 */
export function useApplyPermissionGroup(onApplied: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: ApplyPermissionGroup) =>
      callApi(ADMIN_CALL.applyPermissionGroup, { params: { id: v.adminId }, body: { group_id: v.groupId } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      onApplied();
      await queryClient.invalidateQueries({ queryKey: listKeys.all(adminPermissionGroupsResource) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(error),
  });
}
