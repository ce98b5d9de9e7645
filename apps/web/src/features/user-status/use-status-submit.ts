import { statusChangeNeedsApproval, type UserStatusChangeInput } from '@bo/contract';
import { useAdmin } from '../auth/session-store.ts';
import { useRequestStatusApproval } from './approval/approval-api.ts';
import { useUserStatusChange } from './status-api.ts';

/** The submit button of a change the signed-in admin may not make alone (approval rule in the contract). */
export const REQUEST_APPROVAL_LABEL = 'Request approval';

interface Handlers {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * The submit of the status and activate modals: the change itself, or, when the signed-in admin needs
 * an approval for it, a request for one (stored for an admin to approve; the user is not changed).
 */
export function useStatusSubmit(userId: number, status: number, onUpdated?: Parameters<typeof useUserStatusChange>[1]) {
  const admin = useAdmin();
  const needsApproval = admin !== null && statusChangeNeedsApproval(admin.role, status);
  const change = useUserStatusChange(userId, onUpdated);
  const request = useRequestStatusApproval(userId);
  return {
    needsApproval,
    isPending: change.isPending || request.isPending,
    submit: (values: UserStatusChangeInput, handlers: Handlers) =>
      needsApproval ? request.mutate(values, handlers) : change.mutate(values, handlers),
  };
}
