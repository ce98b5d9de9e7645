import type { UserQueues } from '@bo/contract';
import { Group, Switch } from '@mantine/core';
import { useSaveUserQueues } from './tool-mutations.ts';

/** The caller's queues (from the list answer): whether new chats and new tickets are routed to them. */
export function UserQueuesSwitch({ queues }: { queues: UserQueues }) {
  const save = useSaveUserQueues();
  const shown = { ...queues, ...(save.isPending ? save.variables : {}) };
  return (
    <Group gap="sm" role="group" aria-label="User queues">
      <Switch
        size="xs"
        label="Chat queue"
        checked={shown.is_chat_queue_enabled}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ is_chat_queue_enabled: e.currentTarget.checked })}
      />
      <Switch
        size="xs"
        label="Ticket queue"
        checked={shown.is_ticket_queue_enabled}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ is_ticket_queue_enabled: e.currentTarget.checked })}
      />
    </Group>
  );
}
