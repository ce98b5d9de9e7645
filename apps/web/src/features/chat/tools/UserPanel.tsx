import type { Conversation } from '@bo/contract';
import { Divider, Paper, Stack } from '@mantine/core';
import { UserChatInfo } from './UserChatInfo.tsx';
import { UserNotes } from './UserNotes.tsx';

/** Beside the thread: who the conversation's user is in the chat, their streaks and staff notes. */
export function UserPanel({ conversation }: { conversation: Pick<Conversation, 'creator'> }) {
  const user = { appId: conversation.creator.app_external_id, userId: conversation.creator.external_id };
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <UserChatInfo user={user} />
        <Divider />
        <UserNotes user={user} />
      </Stack>
    </Paper>
  );
}
