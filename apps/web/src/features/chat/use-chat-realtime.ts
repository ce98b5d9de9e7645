import {
  CHAT_EVENT,
  ZChatMessageEvent,
  ZConversationReassignedEvent,
  ZConversationUpdatedEvent,
  type ChatMessage,
  type Conversation,
  type MessagePage,
} from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { realtime } from '../../lib/realtime.ts';
import { chatKeys } from './chat-api.ts';
import { upsertMessage } from './chat-cache.ts';
import type { InfiniteData } from '@tanstack/react-query';

// Both conversation events carry the conversation as it is now; that is all the lists need.
const ZConversationEvent = ZConversationUpdatedEvent.pick({ conversation: true }).or(
  ZConversationReassignedEvent.pick({ conversation: true }),
);

export interface ChatRealtimeHandlers {
  /** A message arrived (from anyone): sounds and the like. */
  onMessage?: (message: ChatMessage, conversation: Conversation) => void;
  /** A conversation changed (status, assignee ...). */
  onConversation?: (conversation: Conversation) => void;
}

/**
 * Keeps the chat's caches live from the gateway's hub: new and deleted messages land in their
 * thread, conversation changes refresh the lists; a replay gap reloads everything.
 */
export function useChatRealtime(handlers: ChatRealtimeHandlers): void {
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onMessage = (payload: unknown) => {
      const parsed = ZChatMessageEvent.safeParse(payload);
      if (!parsed.success) return;
      const { message, conversation } = parsed.data;
      queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(conversation.uuid), (thread) => upsertMessage(thread, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
      latest.current.onMessage?.(message, conversation);
    };
    const onConversation = (payload: unknown) => {
      const parsed = ZConversationEvent.safeParse(payload);
      if (!parsed.success) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
      latest.current.onConversation?.(parsed.data.conversation);
    };
    const unsubscribe = [
      realtime.subscribe(CHAT_EVENT.messageCreated, onMessage),
      realtime.subscribe(CHAT_EVENT.messageDeleted, onMessage),
      realtime.subscribe(CHAT_EVENT.conversationUpdated, onConversation),
      realtime.subscribe(CHAT_EVENT.conversationReassigned, onConversation),
      realtime.onRefetch(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all })),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [queryClient]);
}
