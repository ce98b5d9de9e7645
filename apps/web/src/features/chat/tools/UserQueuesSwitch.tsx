import type { UserQueues } from '@bo/contract';
import { Group, Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { toolsApi } from './tools-api.ts';
import { chatKeys } from '../chat-api.ts';

/** The caller's queues (from the list answer): whether new chats and new tickets are routed to them. */
export function UserQueuesSwitch({ queues }: { queues: UserQueues }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (change: Partial<UserQueues>) => toolsApi.saveQueues(change),
    // The list answer carries the queues and the queued count, both changed now.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists }),
    onError: (error) => !isQuietFailure(error) && toast.error(error),
  });
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
