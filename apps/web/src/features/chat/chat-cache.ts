import type { ChatMessage, MessagePage } from '@bo/contract';
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
