import { Alert, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { BulkBar } from './BulkBar.tsx';
import { ChatFilters } from './ChatFilters.tsx';
import { ChatStatusSwitch } from './ChatStatusSwitch.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { ChatSettingsDrawer } from './tools/ChatSettingsDrawer.tsx';
import { UserPanel } from './tools/UserPanel.tsx';
import { UserQueuesSwitch } from './tools/UserQueuesSwitch.tsx';
import { useChatPage } from './use-chat-page.ts';

/** /chat: the conversation list, the open thread with its composer and actions, live (spec 03 §2-§4). */
export default function ChatPage() {
  const page = useChatPage();
  const { list, first, openConversation, busy } = page;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>Live chat and tickets</Title>
        <Group gap="md">
          {first && (
            <Text size="sm" aria-label="Queued conversations">
              Queue: {first.queued_count}
            </Text>
          )}
          {first && <UserQueuesSwitch queues={first.user_queues} />}
          <ChatStatusSwitch />
          {first && <ChatSettingsDrawer notice={first.special_notice} isSupportTeamLead={first.is_support_tl} />}
        </Group>
      </Group>
      {first?.special_notice?.status === 1 && (
        <Alert color="yellow" title="Special notice">
          {first.special_notice.text}
        </Alert>
      )}
      <ChatFilters filters={page.filters} onChange={page.setFilters} />
      <BulkBar
        count={page.checked.size}
        actions={page.bulkActions}
        busy={busy}
        onClear={page.clearChecked}
        onAction={page.onBulkAction}
        onAssign={page.onBulkAssign}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {list.isError && !isQuietFailure(list.error) && <Alert color="red">The conversations could not be loaded.</Alert>}
          {list.isPending ? (
            <Text c="dimmed">Loading conversations…</Text>
          ) : (
            <ConversationList
              conversations={page.conversations}
              total={first?.total ?? 0}
              selectedUuid={page.openUuid}
              onOpen={page.open}
              checked={page.checked}
              onCheck={page.check}
              hasMore={!!list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: openConversation ? 5 : 8 }}>
          <Paper withBorder p="sm">
            {openConversation ? (
              <ConversationThread
                key={openConversation.uuid}
                conversation={openConversation}
                onAction={page.onAction}
                onAssign={page.onAssign}
                busy={busy}
              />
            ) : (
              <Text c="dimmed">Choose a conversation.</Text>
            )}
          </Paper>
        </Grid.Col>
        {openConversation && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <UserPanel key={openConversation.uuid} conversation={openConversation} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
