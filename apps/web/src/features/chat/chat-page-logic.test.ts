import type { Conversation, ConversationStatus } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { readChatFilters } from './chat-filters-url.ts';
import { OPEN_KEY, openAfterChange, withChecked, withOpenConversation } from './chat-page-logic.ts';

/** Only uuid and status matter to what opens next. */
const conv = (uuid: string, status: ConversationStatus) => ({ uuid, status }) as Conversation;
const openOnly = readChatFilters(new URLSearchParams());

describe('chat page logic', () => {
  it('opens and closes a conversation in the URL, keeping the filters', () => {
    const filters = new URLSearchParams('filters[status]=snoozed');
    const opened = withOpenConversation(filters, 'c-1');
    expect(opened.get(OPEN_KEY)).toBe('c-1');
    expect(opened.get('filters[status]')).toBe('snoozed');
    expect(withOpenConversation(opened, null).has(OPEN_KEY)).toBe(false);
    expect(filters.has(OPEN_KEY)).toBe(false);
  });

  it('ticks and unticks a conversation in a new set', () => {
    const none = new Set<string>();
    const one = withChecked(none, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(none.size).toBe(0);
    expect([...withChecked(one, 'a', false)]).toEqual([]);
  });

  it('opens the first remaining conversation when the open one left the filter', () => {
    const listed = [conv('a', 'open'), conv('b', 'open'), conv('c', 'open')];
    expect(openAfterChange([conv('a', 'closed')], openOnly, 'a', listed)).toBe('b');
    expect(openAfterChange([conv('a', 'closed'), conv('b', 'snoozed')], openOnly, 'a', listed)).toBe('c');
    expect(openAfterChange([conv('a', 'closed')], openOnly, 'a', [conv('a', 'open')])).toBeNull();
  });

  it('keeps the open conversation when it stays in the filter or another one changed', () => {
    const listed = [conv('a', 'open'), conv('b', 'open')];
    expect(openAfterChange([conv('a', 'open')], openOnly, 'a', listed)).toBeUndefined();
    expect(openAfterChange([conv('b', 'closed')], openOnly, 'a', listed)).toBeUndefined();
    expect(openAfterChange([conv('a', 'closed')], openOnly, null, listed)).toBeUndefined();
  });
});
