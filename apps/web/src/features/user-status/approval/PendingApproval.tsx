import { approvalDecisionRefusal, mayCancelApproval, type StatusApprovalRequest } from '@bo/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdmin } from '../../auth/session-store.ts';
import { formatDayTime } from '../../user-details/format.ts';
import { useStatusApprovalDecisions, usePendingStatusApproval } from './approval-api.ts';
import { describeStatusChange } from './describe-change.ts';
import { RejectApprovalModal } from './RejectApprovalModal.tsx';

const adminName = (a: { id: number; name: string | null }) => a.name ?? `Admin ${a.id}`;

/** 'Samuel Reyes (signed in as Sofia Marchetti)' when the request was made from a switched account. */
function requesterLabel(r: StatusApprovalRequest): string {
  return r.requested_as ? `${adminName(r.requested_by)} (switched from ${adminName(r.requested_as)})` : adminName(r.requested_by);
}

/**
 * The user's pending approval request (our approval step, rules in the contract's approval-rules.ts):
 * shown to everyone who can open the user; an admin or super admin other than the requester gets
 * Approve and Reject, the requester gets Cancel request.
 */
export function PendingApproval({ userId }: { userId: number }) {
  const pending = usePendingStatusApproval(userId);
  const admin = useAdmin();
  const decisions = useStatusApprovalDecisions(userId);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const r = pending.data;
  if (!r) return null;
  const me = admin && { adminId: admin.id, originalAdminId: admin.original_admin?.id ?? null, role: admin.role };
  const requester = { adminId: r.requested_by.id, originalAdminId: r.requested_as?.id ?? null };
  const mayDecide = me !== null && approvalDecisionRefusal(me, requester) === null;
  const mayCancel = me !== null && mayCancelApproval(me, requester);
  const busy = decisions.approve.isPending || decisions.cancel.isPending;
  return (
    <Paper component="section" aria-label="Pending approval request" withBorder p="sm" bg="var(--mantine-color-orange-light)">
      <Text fw={600} size="sm">
        Pending approval: {describeStatusChange(r.change)}
      </Text>
      <Text size="sm">
        Requested by {requesterLabel(r)} at {formatDayTime(r.requested_at)}
      </Text>
      <Text size="sm">Comment: {r.change.comment}</Text>
      {(mayDecide || mayCancel) && (
        <Group gap="xs" mt="xs">
          {mayDecide && (
            <>
              <Button
                size="xs"
                color="green"
                loading={decisions.approve.isPending}
                disabled={busy}
                onClick={() => decisions.approve.mutate(r.id)}
              >
                Approve
              </Button>
              <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => setRejecting(r.id)}>
                Reject
              </Button>
            </>
          )}
          {mayCancel && (
            <Button
              size="xs"
              variant="default"
              loading={decisions.cancel.isPending}
              disabled={busy}
              onClick={() => decisions.cancel.mutate(r.id)}
            >
              Cancel request
            </Button>
          )}
        </Group>
      )}
      <RejectApprovalModal requestId={rejecting} reject={decisions.reject} onClose={() => setRejecting(null)} />
    </Paper>
  );
}
