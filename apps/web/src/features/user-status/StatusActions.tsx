import { userStatus, type UserDetailsUser } from '@bo/contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { STATUS_ACTIONS, StatusModal, type StatusAction } from './StatusModal.tsx';

/** Ban, Shadow Ban, On Hold and Review of the Actions box; Review is hidden when the user is already in review. */
export function StatusActions({ user }: { user: UserDetailsUser }) {
  const [action, setAction] = useState<StatusAction | null>(null);
  const shown = STATUS_ACTIONS.filter((a) => a.status !== userStatus.value.review || user.status !== userStatus.value.review);
  return (
    <>
      {shown.map((a) => (
        <Button key={a.status} variant="light" color={a.status === userStatus.value.review ? 'yellow' : 'red'} onClick={() => setAction(a)}>
          {a.label}
        </Button>
      ))}
      <StatusModal user={user} action={action} onClose={() => setAction(null)} />
    </>
  );
}
