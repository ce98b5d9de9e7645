import { CHAT_MESSAGES, type ChatBulkAnswer, type Conversation, type ConversationAction } from '@bo/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { chatApi, chatKeys, chatQueries } from './chat-api.ts';
import { readChatFilters, writeChatFilters, type ChatListFilters } from './chat-filters-url.ts';
import { OPEN_KEY, openAfterChange, withChecked, withOpenConversation } from './chat-page-logic.ts';
import { bulkActions } from './chat-transitions.ts';
import { useNotificationSound } from './ChatStatusSwitch.tsx';
import { useChatToolsRealtime } from './tools/use-chat-tools-realtime.ts';
import { useChatRealtime } from './use-chat-realtime.ts';

/**
 * Everything /chat holds, so ChatPage only draws: the filters and the open conversation in the URL, the list
 * with its pages, the ticked conversations, the busy state of a change, and the changes themselves (a
 * conversation's transition and assignee, the bulk ones), applied to the lists after each, and live.
 */
export function useChatPage() {
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
  const open = useCallback((uuid: string | null) => setParams((current) => withOpenConversation(current, uuid)), [setParams]);

  /** After a change: a conversation that left the filter goes, and the first remaining one opens. */
  const applied = useCallback(
    (changed: readonly Conversation[]) => {
      const next = openAfterChange(changed, filters, openUuid, conversations);
      if (next !== undefined) open(next);
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

  return {
    filters,
    setFilters,
    list,
    conversations,
    /** The first page: the queue count, the admin's queues, the special notice. */
    first,
    openUuid,
    openConversation,
    open,
    checked,
    check: (uuid: string, on: boolean) => setChecked((current) => withChecked(current, uuid, on)),
    clearChecked: () => setChecked(new Set()),
    /** The bulk actions every ticked conversation allows. */
    bulkActions: bulkActions(conversations.filter((c) => checked.has(c.uuid)).map((c) => c.status)),
    busy,
    onAction: (action: ConversationAction, snoozeUntil?: string) => {
      if (!openConversation) return;
      void run(
        async () => [(await chatApi.transition(openConversation.uuid, action, snoozeUntil)).data],
        () => CHAT_MESSAGES.transitioned(action),
      );
    },
    onAssign: (adminId: number | null) => {
      if (openConversation) void run(async () => [(await chatApi.setAssignee(openConversation.uuid, adminId)).data]);
    },
    onBulkAction: (action: ConversationAction, until?: string) =>
      void run(
        async () => bulkDone(await chatApi.bulkTransition([...checked], action, until)),
        (changed) => CHAT_MESSAGES.transitioned(action, changed.length),
      ),
    onBulkAssign: (adminId: number | null) => void run(async () => bulkDone(await chatApi.bulkAssignee([...checked], adminId))),
  };
}
