import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserDetails } from '@bo/contract';
import { ActionButtons } from '../actions/modals/ActionButtons.tsx';
import { PendingApproval } from '../../user-status/approval/PendingApproval.tsx';
import { StatusActions } from '../../user-status/StatusActions.tsx';

/**
 * Section 2 'Actions': the pending approval request of a status change (when there is one), then the
 * status actions (Ban, Shadow Ban, On Hold, Review), then whatever the other areas pass as `extra`
 * (Credit, Surveys, DB View, Personal Data) in the same row. It lives in the sticky summary header;
 * the goodwill credits already given are listed in the Performance section.
 */
export function ActionsBox({ details, extra }: { details: UserDetails; extra?: ReactNode }) {
  return (
    <Stack gap="xs">
      <PendingApproval userId={details.user.id} />
      <Group gap="xs">
        <StatusActions user={details.user} />
        <ActionButtons user={details.user} />
        {extra}
      </Group>
    </Stack>
  );
}
