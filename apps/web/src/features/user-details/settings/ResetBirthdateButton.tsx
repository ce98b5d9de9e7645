import type { UserDetailsUser } from '@bo/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { settingsCalls, useSettingsChange } from './settings-api.ts';

/** 'Reset birthdate': disabled without a birthday, asks first, then toasts 'Birthdate has been reset' (specification 02, section 5). */
export function ResetBirthdateButton({ user }: { user: UserDetailsUser }) {
  const reset = useSettingsChange(user.id, (userId: number) => settingsCalls.resetBirthdate(userId));
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="xs">
      <Button size="xs" color="orange" variant="light" disabled={!user.birthday} onClick={() => setConfirming(true)}>
        Reset birthdate
      </Button>
      <Text size="sm" c="dimmed">
        {user.birthday ? `Birthdate: ${user.birthday}` : 'No birthdate'}
      </Text>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Reset birthdate">
        <Text size="sm" mb="md">
          Reset the birthdate of user {user.id}? The user will be asked for it again.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="orange"
            loading={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            Confirm
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
