import { type ChatMessage, type Conversation, type ConversationAction } from '@bo/contract';
import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useAdmin } from '../auth/session-store.ts';
import { chatQueries } from './chat-api.ts';
import { threadMessages } from './chat-cache.ts';
import { pendingMessage, unsent } from './chat-outbox.ts';
import { availableActions } from './chat-transitions.ts';
import { ChatTimer } from './ChatTimer.tsx';
import { Composer } from './Composer.tsx';
import { AssigneePicker, StatusActions } from './ConversationActions.tsx';
import { MessageItem } from './MessageItem.tsx';
import { LanguageSelect } from './tools/LanguageSelect.tsx';
import { displayDateTime } from '../../lib/date-time.ts';
import { useThreadOutbox } from './use-thread-outbox.ts';

interface Props {
  conversation: Conversation;
  onAction: (action: ConversationAction, snoozeUntil?: string) => void;
  onAssign: (adminId: number | null) => void;
  busy: boolean;
}

/** The last message the user (not an agent) wrote: the chat timer counts from it. */
function lastUserMessageAt(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (!m.is_support_message && m.type === 'message') return m.created_at;
  }
  return null;
}

/** One conversation: header with actions and timer, the thread (older pages load upwards) and the composer. */
export function ConversationThread({ conversation, onAction, onAssign, busy }: Props) {
  const admin = useAdmin();
  const thread = useInfiniteQuery(chatQueries.messages(conversation.uuid));
  const messages = threadMessages(thread.data);
  const outbox = useThreadOutbox(conversation.uuid);
  const viewport = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  // New messages keep the view at the bottom; an older page keeps the reader where they were.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, outbox.pending.length]);

  const loadOlder = () => {
    if (!thread.hasNextPage || thread.isFetchingNextPage) return;
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
    void thread.fetchNextPage();
  };

  const creator = conversation.creator;
  return (
    <Stack gap="xs" h="100%" aria-label="Conversation" role="region">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={4}>{creator.name ?? creator.email ?? `User ${creator.external_id}`}</Title>
          <Text size="xs" c="dimmed">
            App {conversation.app_external_id} · user {creator.external_id}
            {creator.ps_user_id !== null ? ` · platform user ${creator.ps_user_id}` : ''} · {conversation.status}
            {conversation.snooze_until ? ` until ${displayDateTime(conversation.snooze_until)}` : ''}
          </Text>
          <ChatTimer since={lastUserMessageAt(messages)} />
        </div>
        <Group gap="xs">
          <LanguageSelect conversation={conversation} />
          <AssigneePicker conversation={conversation} onAssign={onAssign} />
          <StatusActions actions={availableActions(conversation.status)} onAction={onAction} busy={busy} />
        </Group>
      </Group>
      <ScrollArea
        h="55vh"
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const el = viewport.current;
          if (el) stickToBottom.current = el.scrollHeight - el.clientHeight - y < 40;
          if (y < 40) loadOlder();
        }}
      >
        <Stack gap="xs" p="xs" role="list" aria-label="Messages">
          {thread.hasNextPage && (
            <Button size="compact-xs" variant="subtle" loading={thread.isFetchingNextPage} onClick={loadOlder}>
              Load older messages
            </Button>
          )}
          {thread.isPending && <Text c="dimmed">Loading messages…</Text>}
          {messages.map((m) => (
            <MessageItem key={m.uuid} message={m} onDelete={m.is_support_message ? () => void outbox.remove(m) : undefined} />
          ))}
          {unsent(outbox.pending, messages, admin?.id).map((p) => (
            <MessageItem
              key={p.id}
              message={pendingMessage(p, conversation.uuid, admin?.name ?? null)}
              pending={!p.failed}
              failed={p.failed}
              onRetry={() => void outbox.retry(p)}
            />
          ))}
        </Stack>
      </ScrollArea>
      <Composer onSend={(draft) => void outbox.send(draft)} />
    </Stack>
  );
}
