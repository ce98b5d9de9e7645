import type { ChatMessage, ConversationListAnswer, MessagePage, UserQueues } from '@bo/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The thread with `message` added (newest page) or replaced when already there. */
export function upsertMessage(thread: InfiniteData<MessagePage> | undefined, message: ChatMessage): InfiniteData<MessagePage> | undefined {
  if (!thread || thread.pages.length === 0) return thread;
  const exists = thread.pages.some((p) => p.data.some((m) => m.uuid === message.uuid));
  const pages = exists
    ? thread.pages.map((p) => ({ ...p, data: p.data.map((m) => (m.uuid === message.uuid ? message : m)) }))
    : thread.pages.map((p, i) => (i === 0 ? { ...p, data: [...p.data, message], total: p.total + 1 } : p));
  return { ...thread, pages };
}

/** All messages in display order: oldest page first. */
export function threadMessages(thread: InfiniteData<MessagePage> | undefined): ChatMessage[] {
  return thread ? [...thread.pages].reverse().flatMap((p) => p.data) : [];
}

/**
 * A conversation list with the caller's saved queues in every page (the queue switches read the first page's). Set
 * on a save's answer, before the lists reload: until then the switches showed the old value again, and a second
 * click in that moment sent the wrong one (a fresh-clone CI caught the switch back where it started).
 */
export function withSavedQueues(
  lists: InfiniteData<ConversationListAnswer> | undefined,
  queues: UserQueues,
): InfiniteData<ConversationListAnswer> | undefined {
  return lists && { ...lists, pages: lists.pages.map((page) => ({ ...page, user_queues: queues })) };
}
