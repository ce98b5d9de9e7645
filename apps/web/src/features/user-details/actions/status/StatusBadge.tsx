import { userStatus, type UserDetailsUser } from '@bo/contract';
import { Badge, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { userStatusDotColour, userStatusLabel } from '../../widgets/user-status.ts';
import { ActivateModal } from './ActivateModal.tsx';

/** The user's status; when not Active, clicking it opens the protected-status (activate) modal (section 4). */
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
      <ActivateModal user={user} opened={opened} onClose={() => setOpened(false)} onUpdated={onUpdated} />
    </>
  );
}
