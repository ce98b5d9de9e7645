import { type ChatMessage, type Conversation, type ConversationAction, type MessagePage } from '@bo/contract';
import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useAdmin } from '../auth/session-store.ts';
import { chatApi, chatKeys, chatQueries } from './chat-api.ts';
import { threadMessages, upsertMessage } from './chat-cache.ts';
import { availableActions } from './chat-transitions.ts';
import { ChatTimer } from './ChatTimer.tsx';
import { Composer, type Draft } from './Composer.tsx';
import { AssigneePicker, StatusActions } from './ConversationActions.tsx';
import { MessageItem } from './MessageItem.tsx';
import { LanguageSelect } from './tools/LanguageSelect.tsx';
import { displayDateTime } from '../../lib/date-time.ts';

interface Props {
  conversation: Conversation;
  onAction: (action: ConversationAction, snoozeUntil?: string) => void;
  onAssign: (adminId: number | null) => void;
  busy: boolean;
}

interface PendingSend {
  id: string;
  draft: Draft;
  failed: boolean;
  startedAt: number;
}

/** Clock slack between browser and server when matching a pending send to its arrived message. */
const ARRIVAL_SLACK_MS = 60_000;

function formOf(draft: Draft): FormData {
  const form = new FormData();
  form.set('text', draft.text);
  form.set('type', draft.type);
  form.set('translate', draft.translate ? '1' : '0');
  for (const uuid of draft.macroUuids) form.append('macro_uuid[]', uuid);
  for (const file of draft.files) form.append('attachments[]', file, file.name);
  return form;
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
  const queryClient = useQueryClient();
  const key = chatKeys.messages(conversation.uuid);
  const thread = useInfiniteQuery(chatQueries.messages(conversation.uuid));
  const messages = threadMessages(thread.data);
  const [pending, setPending] = useState<PendingSend[]>([]);
  const viewport = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  useEffect(() => setPending([]), [conversation.uuid]);

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
  }, [messages.length, pending.length]);

  const loadOlder = () => {
    if (!thread.hasNextPage || thread.isFetchingNextPage) return;
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
    void thread.fetchNextPage();
  };

  const send = async (item: PendingSend) => {
    setPending((list) => [...list.filter((p) => p.id !== item.id), { ...item, failed: false }]);
    try {
      const answer = await chatApi.send(conversation.uuid, formOf(item.draft));
      queryClient.setQueryData<InfiniteData<MessagePage>>(key, (t) => upsertMessage(t, answer.data));
      setPending((list) => list.filter((p) => p.id !== item.id));
    } catch (error) {
      setPending((list) => list.map((p) => (p.id === item.id ? { ...p, failed: true } : p)));
      if (!isQuietFailure(error)) toast.error(error);
    }
  };

  const remove = async (message: ChatMessage) => {
    try {
      const answer = await chatApi.deleteMessage(conversation.uuid, message.uuid);
      queryClient.setQueryData<InfiniteData<MessagePage>>(key, (t) => upsertMessage(t, answer.data));
    } catch (error) {
      if (!isQuietFailure(error)) toast.error(error);
    }
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
            <MessageItem key={m.uuid} message={m} onDelete={m.is_support_message ? () => void remove(m) : undefined} />
          ))}
          {pending
            .filter((p) => p.failed || !arrived(p, messages, admin?.id))
            .map((p) => (
              <MessageItem
                key={p.id}
                message={pendingMessage(p, conversation.uuid, admin?.name ?? null)}
                pending={!p.failed}
                failed={p.failed}
                onRetry={() => void send(p)}
              />
            ))}
        </Stack>
      </ScrollArea>
      <Composer onSend={(draft) => void send({ id: crypto.randomUUID(), draft, failed: false, startedAt: Date.now() })} />
    </Stack>
  );
}

/**
 * Whether a pending send is already in the thread: the hub's push can arrive before the send's own
 * answer, and the message must not show twice meanwhile.
 */
function arrived(p: PendingSend, messages: readonly ChatMessage[], adminId: number | undefined): boolean {
  return messages.some(
    (m) => m.author_admin_id === adminId && m.text === p.draft.text && Date.parse(m.created_at) >= p.startedAt - ARRIVAL_SLACK_MS,
  );
}

/** A message not yet accepted by the server, shown so the agent sees what is on its way. */
function pendingMessage(p: PendingSend, conversationUuid: string, authorName: string | null): ChatMessage {
  return {
    uuid: p.id,
    conversation_uuid: conversationUuid,
    type: p.draft.type,
    text: p.draft.text,
    translated_text: null,
    translate_requested: p.draft.translate,
    attachments: [],
    author_name: authorName,
    author_admin_id: null,
    is_support_message: true,
    status: 'sent',
    macro_uuids: p.draft.macroUuids,
    rating: null,
    assignee: null,
    created_at: new Date().toISOString(),
    deleted_at: null,
    deleted_by_name: null,
  };
}
