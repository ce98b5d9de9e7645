import type { ChatMessage, MessagePage } from '@bo/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { chatApi, chatKeys } from './chat-api.ts';
import { upsertMessage } from './chat-cache.ts';
import { formOf, type PendingSend } from './chat-outbox.ts';
import type { Draft } from './Composer.tsx';

/**
 * A thread's writes, headless: the replies on their way (each shown until its message arrives, a
 * failed one kept for a retry) and the deletion of a message. Each answer is put into the thread's
 * cache under chatKeys.messages; a failure that is not quiet is toasted.
 */
export function useThreadOutbox(conversationUuid: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingSend[]>([]);

  useEffect(() => setPending([]), [conversationUuid]);

  const keep = (message: ChatMessage) =>
    queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(conversationUuid), (t) => upsertMessage(t, message));

  const retry = async (item: PendingSend) => {
    setPending((list) => [...list.filter((p) => p.id !== item.id), { ...item, failed: false }]);
    try {
      const answer = await chatApi.send(conversationUuid, formOf(item.draft));
      keep(answer.data);
      setPending((list) => list.filter((p) => p.id !== item.id));
    } catch (error) {
      setPending((list) => list.map((p) => (p.id === item.id ? { ...p, failed: true } : p)));
      if (!isQuietFailure(error)) toast.error(error);
    }
  };

  const send = (draft: Draft) => retry({ id: crypto.randomUUID(), draft, failed: false, startedAt: Date.now() });

  const remove = async (message: ChatMessage) => {
    try {
      keep((await chatApi.deleteMessage(conversationUuid, message.uuid)).data);
    } catch (error) {
      if (!isQuietFailure(error)) toast.error(error);
    }
  };

  return { pending, send, retry, remove };
}
