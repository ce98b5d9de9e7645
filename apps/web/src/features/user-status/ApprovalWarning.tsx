import { STATUS_ACTION_MESSAGES, statusChangeNeedsApproval } from '@bo/contract';
import { Alert } from '@mantine/core';
import { useAdmin } from '../auth/session-store.ts';

/** The modal's warning when the signed-in admin needs an approval for this change (rule in the contract). */
export function ApprovalWarning({ status }: { status: number }) {
  const admin = useAdmin();
  if (!admin || !statusChangeNeedsApproval(admin.role, status)) return null;
  return (
    <Alert color="yellow" variant="light">
      {STATUS_ACTION_MESSAGES.approvalNeeded}
    </Alert>
  );
}
