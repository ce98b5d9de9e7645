import { STATUS_ACTION_CALL, STATUS_ACTION_TOASTS, type UserStatusAnswer, type UserStatusChangeInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call.ts';
import { toast } from '../../lib/toast.ts';
import { userDetailsKeys } from '../user-details/api/user-details.ts';

/** PUT /api/users/:id/status. */
export const putUserStatus = (userId: number, body: UserStatusChangeInput): Promise<UserStatusAnswer> =>
  callApi(STATUS_ACTION_CALL.status, { params: { id: userId }, body });

/**
 * A status change of the user. The details page reloads the user (its queries are keyed under
 * userDetailsKeys.details(id)); a page holding the user itself (support-user-reviews) passes `onUpdated` and
 * takes the returned user instead (specification 02, section 4).
 */
export function useUserStatusChange(userId: number, onUpdated?: (answer: UserStatusAnswer['data']) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStatusChangeInput) => putUserStatus(userId, body),
    onSuccess: async (answer) => {
      toast.success(STATUS_ACTION_TOASTS.statusUpdated);
      if (onUpdated) onUpdated(answer.data);
      else await queryClient.invalidateQueries({ queryKey: userDetailsKeys.details(userId) });
    },
  });
}
