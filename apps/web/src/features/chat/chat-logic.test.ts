import { CHAT_MESSAGES, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, CHAT_DASHBOARD_POLL_MS, CHAT_NOTIFICATION_SOUNDS } from '@bo/contract';
import { chatKeys, chatQueries } from './chat-api.ts';
import { describe, expect, it } from 'vitest';
import { listCallFilters, readChatFilters, writeChatFilters } from './chat-filters-url.ts';
import { formatElapsed } from './chat-timer.ts';
import { availableActions, bulkActions } from './chat-transitions.ts';
import { playSound, readSoundChoice, shouldRing, SOUND_STORAGE_KEY, type SoundPlayer } from './notification-sound.ts';
import { attachmentProblems, isSendable } from './Composer.tsx';

describe('chat timer', () => {
  const at = Date.parse('2026-01-01T10:00:00Z');
  it('shows minutes and seconds under an hour', () => {
    expect(formatElapsed('2026-01-01T10:00:00Z', at)).toBe('0:00');
    expect(formatElapsed('2026-01-01T09:58:55Z', at)).toBe('1:05');
  });
  it('shows hours past an hour', () => {
    expect(formatElapsed('2026-01-01T07:59:59Z', at)).toBe('2:00:01');
  });
  it('never counts backwards when the clock is behind', () => {
    expect(formatElapsed('2026-01-01T10:00:05Z', at)).toBe('0:00');
  });
});

describe('filter URL codec', () => {
  it('defaults to open conversations, newest first', () => {
    expect(readChatFilters(new URLSearchParams())).toEqual({
      status: ['open'],
      assignee_user_ids: [],
      app_external_id: [],
      rating: [],
      sort: 'newest',
    });
  });
  it('reads filters[...] keys, maps by_user_id to user_id and drops unknown values', () => {
    const params = new URLSearchParams(
      'filters[status]=snoozed&filters[status]=bogus&filters[by_user_id]=42&filters[assignee_user_ids]=unassigned&filters[assignee_user_ids]=x&filters[rating]=5&sort=oldest',
    );
    expect(readChatFilters(params)).toEqual({
      status: ['snoozed'],
      user_id: '42',
      assignee_user_ids: ['unassigned'],
      app_external_id: [],
      rating: [5],
      sort: 'oldest',
    });
  });
  it('writes back what it reads, keeping other keys and leaving defaults out', () => {
    const filters = readChatFilters(
      new URLSearchParams('filters[status]=closed&filters[user_id]=7&filters[app_external_id]=3&filters[search]=refund'),
    );
    const written = writeChatFilters(filters, new URLSearchParams('conversation=abc&filters[by_user_id]=9'));
    expect(written.get('conversation')).toBe('abc');
    expect(written.get('filters[by_user_id]')).toBeNull();
    expect(written.get('sort')).toBeNull();
    expect(readChatFilters(written)).toEqual(filters);
  });
  it('sends only the set filters to the list call', () => {
    expect(listCallFilters(readChatFilters(new URLSearchParams('filters[assignee_user_ids]=unassigned')))).toEqual({
      status: ['open'],
      assignee_user_ids: ['unassigned'],
    });
  });
});

describe('the other filters of spec 03 §3 in the URL', () => {
  const url =
    'filters[participant_user_ids]=5&filters[participant_user_ids]=x&filters[sources]=ios&filters[sources]=fax&filters[external_app_options]=900' +
    '&filters[start_time][from]=2026-11-01&filters[start_time][to]=2026-11-20&filters[app_external_id]=16';
  it('reads participants, sources, external apps and the start days, dropping what is not valid', () => {
    expect(readChatFilters(new URLSearchParams(url))).toEqual({
      status: ['open'],
      assignee_user_ids: [],
      app_external_id: [16],
      rating: [],
      sort: 'newest',
      participant_user_ids: [5],
      sources: ['ios'],
      external_app_options: [900],
      start_from: '2026-11-01',
      start_to: '2026-11-20',
    });
    expect(readChatFilters(new URLSearchParams('filters[start_time][from]=yesterday')).start_from).toBeUndefined();
  });
  it('writes them back and sends them, the "to" day taken whole', () => {
    const filters = readChatFilters(new URLSearchParams(url));
    expect(readChatFilters(writeChatFilters(filters))).toEqual(filters);
    expect(listCallFilters(filters)).toEqual({
      status: ['open'],
      app_external_id: [16],
      participant_user_ids: [5],
      sources: ['ios'],
      external_app_options: [900],
      start_time: { from: '2026-11-01 00:00:00', to: '2026-11-20 23:59:59' },
    });
  });
  it('leaves unset ones out of the URL', () => {
    expect(writeChatFilters(readChatFilters(new URLSearchParams())).toString()).toBe('filters%5Bstatus%5D=open');
  });
});

describe('transition availability', () => {
  it('offers the actions spec 03 §4 allows from each status', () => {
    expect(availableActions('open')).toEqual(['snooze', 'close']);
    expect(availableActions('snoozed')).toEqual(['unsnooze', 'reopen', 'close']);
    expect(availableActions('closed')).toEqual(['reopen']);
  });
  it('offers bulk actions any checked conversation allows, none without a selection', () => {
    expect(bulkActions([])).toEqual([]);
    expect(bulkActions(['open', 'closed'])).toEqual(['snooze', 'reopen', 'close']);
  });
});

describe('composer rules', () => {
  const file = (name: string, size: number) => ({ name, size }) as File;
  it('does not send an empty message without attachments', () => {
    expect(isSendable({ text: '   ', files: [] })).toBe(false);
    expect(isSendable({ text: 'hi', files: [] })).toBe(true);
    expect(isSendable({ text: '', files: [file('a.png', 10)] })).toBe(true);
  });
  it('names the attachment limits in the spec words', () => {
    expect(attachmentProblems([file('big.png', ATTACHMENT_MAX_BYTES + 1)])).toEqual([CHAT_MESSAGES.attachmentTooLarge('big.png')]);
    expect(attachmentProblems(Array.from({ length: ATTACHMENT_MAX_FILES + 1 }, (_, i) => file(`${i}.png`, 1)))).toEqual([
      CHAT_MESSAGES.tooManyAttachments,
    ]);
  });
});

describe('notification sound choice', () => {
  it('reads the stored sound and falls back to the first', () => {
    expect(readSoundChoice({ getItem: (k) => (k === SOUND_STORAGE_KEY ? 'spray' : null) })).toBe('spray');
    expect(readSoundChoice({ getItem: () => 'trumpet' })).toBe('notification');
    expect(readSoundChoice(undefined)).toBe('notification');
  });
});

describe('notification sounds (spec 03 §2)', () => {
  it('offers the six sounds of the specification', () => {
    expect(CHAT_NOTIFICATION_SOUNDS).toEqual(['notification', 'pencil', 'shaker', 'spray', 'swish', 'water_plomp']);
  });
  it("rings for a user's message only while the admin's chat status is 1", () => {
    expect(shouldRing({ is_support_message: false }, 1)).toBe(true);
    expect(shouldRing({ is_support_message: false }, 0)).toBe(false);
    expect(shouldRing({ is_support_message: false }, undefined)).toBe(false);
    expect(shouldRing({ is_support_message: true }, 1)).toBe(false);
  });
  it('plays the chosen sound at volume 0.3, and a refused autoplay is no error', async () => {
    const played: { url: string; volume: number }[] = [];
    const player = (url: string): SoundPlayer => {
      const p: SoundPlayer = {
        volume: 1,
        play: () => {
          played.push({ url, volume: p.volume });
          return Promise.reject(new Error('NotAllowedError'));
        },
      };
      return p;
    };
    playSound('water_plomp', player);
    await Promise.resolve();
    expect(played).toEqual([{ url: '/sounds/water_plomp.wav', volume: 0.3 }]);
  });
});

describe('chat queries', () => {
  const filters = readChatFilters(new URLSearchParams('status=open'));
  it('keep every conversation list under one key, so one invalidation reloads the page and the dashboard counts apart', () => {
    const list = chatQueries.conversations(filters).queryKey;
    expect(list.slice(0, chatKeys.conversationLists.length)).toEqual([...chatKeys.conversationLists]);
    expect(chatQueries.dashboardCount(filters).queryKey.slice(0, 2)).toEqual(['chat', 'dashboard']);
  });
  it('page through conversations and messages until the last page', () => {
    const next = chatQueries.messages('c-1').getNextPageParam;
    const page = (n: number, last: number) => ({ data: [], page: n, last_page: last, per_page: 50, total: 0 }) as never;
    expect(next(page(1, 3), [], 1, [])).toBe(2);
    expect(next(page(3, 3), [], 3, [])).toBeUndefined();
    expect(chatQueries.conversations(filters).initialPageParam).toBe(1);
  });
  it('poll the dashboard counts, and load the chat apps once per session', () => {
    expect(chatQueries.dashboardCount(filters).refetchInterval).toBe(CHAT_DASHBOARD_POLL_MS);
    expect(chatQueries.apps().staleTime).toBe(Infinity);
  });
});
