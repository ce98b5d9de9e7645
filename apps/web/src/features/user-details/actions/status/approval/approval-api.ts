import {
  STATUS_ACTION_TOASTS,
  ZPendingStatusApprovalAnswer,
  ZStatusApprovalAnswer,
  ZUserStatusAnswer,
  type StatusApprovalRejectInput,
  type UserStatusChangeInput,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../../../lib/api/api-error.ts';
import { api } from '../../../../../lib/api/client.ts';
import { toast } from '../../../../../lib/toast.ts';

const base = (userId: number) => `/api/users/${userId}/status-approval`;

/** Under the user's details key: a reload of the user reads the pending request again too. */
export const statusApprovalKey = (userId: number) => ['user-details', String(userId), 'status-approval'] as const;

/** GET /api/users/:id/status-approval: the pending request, or null. */
export function usePendingStatusApproval(userId: number) {
  return useQuery({
    queryKey: statusApprovalKey(userId),
    queryFn: ({ signal }) => api.get(base(userId), { schema: ZPendingStatusApprovalAnswer, signal }).then((a) => a.data),
  });
}

/** POST /api/users/:id/status-approval: a staff admin's change, stored for an approver. */
export function useRequestStatusApproval(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStatusChangeInput) => api.post(base(userId), body, { schema: ZStatusApprovalAnswer }),
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
    mutationFn: (requestId: number) => api.post(`${base(userId)}/${requestId}/approve`, undefined, { schema: ZUserStatusAnswer }),
    onSuccess: async () => {
      toast.success(STATUS_ACTION_TOASTS.approvalApproved);
      await queryClient.invalidateQueries({ queryKey: ['user-details', String(userId)] });
    },
    onError: toastFailure,
  });
  const reject = useMutation({
    mutationFn: ({ requestId, body }: { requestId: number; body: StatusApprovalRejectInput }) =>
      api.post(`${base(userId)}/${requestId}/reject`, body, { schema: ZStatusApprovalAnswer }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await reloadRequest();
    },
  });
  const cancel = useMutation({
    mutationFn: (requestId: number) => api.post(`${base(userId)}/${requestId}/cancel`, undefined, { schema: ZStatusApprovalAnswer }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await reloadRequest();
    },
    onError: toastFailure,
  });
  return { approve, reject, cancel };
}
