import { DEFAULT_CONVERSATION_SORT, type ConversationListAnswer } from '@bo/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { withSavedQueues } from './chat-cache.ts';

const page = (n: number): ConversationListAnswer => ({
  data: [],
  page: n,
  per_page: 20,
  last_page: 2,
  total: 0,
  sort: DEFAULT_CONVERSATION_SORT,
  filters: {},
  queued_count: 3,
  is_support_tl: false,
  user_queues: { is_chat_queue_enabled: true, is_ticket_queue_enabled: true },
  special_notice: null,
});

describe('withSavedQueues', () => {
  it('puts the saved queues in every page of a list and keeps the rest', () => {
    const lists: InfiniteData<ConversationListAnswer> = { pages: [page(1), page(2)], pageParams: [1, 2] };
    const saved = { is_chat_queue_enabled: false, is_ticket_queue_enabled: true };
    const next = withSavedQueues(lists, saved)!;
    expect(next.pages.map((p) => p.user_queues)).toEqual([saved, saved]);
    expect(next.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(next.pages[0]!.queued_count).toBe(3);
    expect(next.pageParams).toEqual([1, 2]);
    // The cached answer is not changed in place (TanStack Query compares by reference).
    expect(lists.pages[0]!.user_queues.is_chat_queue_enabled).toBe(true);
  });

  it('leaves a list not loaded yet as it is', () => {
    expect(withSavedQueues(undefined, { is_chat_queue_enabled: true, is_ticket_queue_enabled: false })).toBeUndefined();
  });
});
