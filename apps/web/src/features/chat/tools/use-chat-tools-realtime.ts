import { CHAT_EVENT } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../../lib/realtime.ts';
import { chatKeys } from '../chat-api.ts';
import { toolsKeys } from './tools-api.ts';

/**
 * Keeps the chat's side data live: macros others save, the special notice, and the caller's queues
 * (with the queued count) and notes about users refresh without reload.
 */
export function useChatToolsRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (queryKey: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey });
    const unsubscribe = [
      realtime.subscribe(CHAT_EVENT.macroSaved, refresh(toolsKeys.macros)),
      realtime.subscribe(CHAT_EVENT.specialNoticeSaved, refresh(chatKeys.conversationLists)),
      realtime.subscribe(CHAT_EVENT.userQueuesUpdated, refresh(chatKeys.conversationLists)),
      realtime.subscribe(CHAT_EVENT.userNoteSaved, refresh(['chat', 'user-notes'])),
      realtime.subscribe(CHAT_EVENT.userNoteDeleted, refresh(['chat', 'user-notes'])),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [queryClient]);
}
