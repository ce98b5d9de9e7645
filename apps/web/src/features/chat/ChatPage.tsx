import { CHAT_MESSAGES, type ChatBulkAnswer, type Conversation, type ConversationAction } from '@bo/contract';
import { Alert, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { BulkBar } from './BulkBar.tsx';
import { chatApi, chatKeys, chatQueries } from './chat-api.ts';
import { readChatFilters, writeChatFilters, matchesStatusFilter, type ChatListFilters } from './chat-filters-url.ts';
import { bulkActions } from './chat-transitions.ts';
import { ChatFilters } from './ChatFilters.tsx';
import { ChatStatusSwitch, useNotificationSound } from './ChatStatusSwitch.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { ChatSettingsDrawer } from './tools/ChatSettingsDrawer.tsx';
import { useChatToolsRealtime } from './tools/use-chat-tools-realtime.ts';
import { UserPanel } from './tools/UserPanel.tsx';
import { UserQueuesSwitch } from './tools/UserQueuesSwitch.tsx';
import { useChatRealtime } from './use-chat-realtime.ts';

/** The open conversation lives in the URL beside the filters, so a link opens it. */
const OPEN_KEY = 'conversation';

/** /chat: the conversation list, the open thread with its composer and actions, live (spec 03 §2-§4). */
export default function ChatPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readChatFilters(params), [params]);
  const openUuid = params.get(OPEN_KEY);
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const ring = useNotificationSound();

  const list = useInfiniteQuery(chatQueries.conversations(filters));
  const conversations = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const openConversation = conversations.find((c) => c.uuid === openUuid) ?? null;

  const setFilters = (next: ChatListFilters) => {
    const written = writeChatFilters(next, params);
    written.delete(OPEN_KEY);
    setParams(written);
    setChecked(new Set());
  };
  const open = useCallback(
    (uuid: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (uuid) next.set(OPEN_KEY, uuid);
        else next.delete(OPEN_KEY);
        return next;
      }),
    [setParams],
  );

  /** After a change: a conversation that left the filter goes, and the first remaining one opens. */
  const applied = useCallback(
    (changed: readonly Conversation[]) => {
      const leaving = new Set(changed.filter((c) => !matchesStatusFilter(filters, c.status)).map((c) => c.uuid));
      if (leaving.size > 0 && openUuid && leaving.has(openUuid)) {
        open(conversations.find((c) => !leaving.has(c.uuid))?.uuid ?? null);
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
    },
    [conversations, filters, open, openUuid, queryClient],
  );

  useChatRealtime({
    onMessage: ring,
    onConversation: (conversation) => applied([conversation]),
  });
  useChatToolsRealtime();

  /** Runs a change and applies the conversations it answers; `done` names the success toast for them. */
  const run = async (work: () => Promise<readonly Conversation[]>, done?: (changed: readonly Conversation[]) => string) => {
    setBusy(true);
    try {
      const changed = await work();
      applied(changed);
      if (done && changed.length > 0) toast.success(done(changed));
    } catch (error) {
      if (!isQuietFailure(error)) toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  const bulkDone = (answer: ChatBulkAnswer): Conversation[] => {
    if (answer.skipped.length > 0) toast.warning(answer.skipped.map((s) => s.reason).join('\n'));
    setChecked(new Set());
    return answer.data;
  };

  const onAction = (action: ConversationAction, snoozeUntil?: string) =>
    openConversation &&
    void run(
      async () => [(await chatApi.transition(openConversation.uuid, action, snoozeUntil)).data],
      () => CHAT_MESSAGES.transitioned(action),
    );
  const onAssign = (adminId: number | null) =>
    openConversation && void run(async () => [(await chatApi.setAssignee(openConversation.uuid, adminId)).data]);
  const checkedStatuses = conversations.filter((c) => checked.has(c.uuid)).map((c) => c.status);

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
      <ChatFilters filters={filters} onChange={setFilters} />
      <BulkBar
        count={checked.size}
        actions={bulkActions(checkedStatuses)}
        busy={busy}
        onClear={() => setChecked(new Set())}
        onAction={(action, until) =>
          void run(
            async () => bulkDone(await chatApi.bulkTransition([...checked], action, until)),
            (changed) => CHAT_MESSAGES.transitioned(action, changed.length),
          )
        }
        onAssign={(adminId) => void run(async () => bulkDone(await chatApi.bulkAssignee([...checked], adminId)))}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {list.isError && !isQuietFailure(list.error) && <Alert color="red">The conversations could not be loaded.</Alert>}
          {list.isPending ? (
            <Text c="dimmed">Loading conversations…</Text>
          ) : (
            <ConversationList
              conversations={conversations}
              total={first?.total ?? 0}
              selectedUuid={openUuid}
              onOpen={open}
              checked={checked}
              onCheck={(uuid, on) =>
                setChecked((current) => {
                  const next = new Set(current);
                  if (on) next.add(uuid);
                  else next.delete(uuid);
                  return next;
                })
              }
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
                onAction={onAction}
                onAssign={onAssign}
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
