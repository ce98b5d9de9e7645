import { userStatus, type UserDetailsUser } from '@bo/contract';
import { Badge, Button, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { userStatusDotColour, userStatusLabel } from '../user-details/widgets/user-status.ts';
import { ActivateModal } from './ActivateModal.tsx';

/**
 * The user's status; when not Active, clicking it opens the protected-status (activate) modal (section 4).
 * An Activate button beside it opens the same modal, so the action is findable without knowing the badge is one (issue 19).
 */
export function StatusBadge({ user, onUpdated }: { user: UserDetailsUser; onUpdated?: Parameters<typeof ActivateModal>[0]['onUpdated'] }) {
  const [opened, setOpened] = useState(false);
  const badge = (
    <Badge color={userStatusDotColour(user.status)} variant="light">
      {userStatusLabel(user.status)}
    </Badge>
  );
  if (user.status === userStatus.value.active) return badge;
  return (
    <>
      <UnstyledButton aria-label={`${userStatusLabel(user.status)}: activate`} onClick={() => setOpened(true)}>
        {badge}
      </UnstyledButton>
      <Button size="compact-xs" variant="light" color="green" onClick={() => setOpened(true)}>
        Activate
      </Button>
      <ActivateModal user={user} opened={opened} onClose={() => setOpened(false)} onUpdated={onUpdated} />
    </>
  );
}
