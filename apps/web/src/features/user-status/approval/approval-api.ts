import { STATUS_ACTION_CALL, STATUS_ACTION_TOASTS, type StatusApprovalRejectInput, type UserStatusChangeInput } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';
import { userDetailsKeys } from '../../user-details/api/user-details.ts';

/** Under the user's details key: a reload of the user reads the pending request again too. */
export const statusApprovalKey = (userId: number) => userDetailsKeys.part(userId, 'status-approval');

/** GET /api/users/:id/status-approval: the pending request, or null. */
export function usePendingStatusApproval(userId: number) {
  return useQuery({
    queryKey: statusApprovalKey(userId),
    queryFn: ({ signal }) => callApi(STATUS_ACTION_CALL.statusApproval, { params: { id: userId }, signal }).then((a) => a.data),
  });
}

/** POST /api/users/:id/status-approval: a staff admin's change, stored for an approver. */
export function useRequestStatusApproval(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStatusChangeInput) => callApi(STATUS_ACTION_CALL.statusApprovalRequest, { params: { id: userId }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: statusApprovalKey(userId) });
    },
  });
}

const toastFailure = (error: unknown) => {
  if (!isQuietFailure(error)) toast.error(error);
};

/**
 * Approve, reject or cancel the pending request. Approve changes the user, so the whole user (the
 * request included) is reloaded; reject and cancel only close the request. A refusal (403, 409, 422
 * with the rule's message) goes into a toast.
 */
export function useStatusApprovalDecisions(userId: number) {
  const queryClient = useQueryClient();
  const reloadRequest = () => queryClient.invalidateQueries({ queryKey: statusApprovalKey(userId) });
  const approve = useMutation({
    mutationFn: (requestId: number) => callApi(STATUS_ACTION_CALL.statusApprovalApprove, { params: { id: userId, requestId } }),
    onSuccess: async () => {
      toast.success(STATUS_ACTION_TOASTS.approvalApproved);
      await queryClient.invalidateQueries({ queryKey: userDetailsKeys.details(userId) });
    },
    onError: toastFailure,
  });
  const reject = useMutation({
    mutationFn: ({ requestId, body }: { requestId: number; body: StatusApprovalRejectInput }) =>
      callApi(STATUS_ACTION_CALL.statusApprovalReject, { params: { id: userId, requestId }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await reloadRequest();
    },
  });
  const cancel = useMutation({
    mutationFn: (requestId: number) => callApi(STATUS_ACTION_CALL.statusApprovalCancel, { params: { id: userId, requestId } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await reloadRequest();
    },
    onError: toastFailure,
  });
  return { approve, reject, cancel };
}
