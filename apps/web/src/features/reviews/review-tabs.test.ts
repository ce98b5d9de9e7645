import { PRELOADED_REVIEW_TABS_MAX, REVIEW_MESSAGES } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { reassignResultLines } from './reassign-result.ts';
import { closeReviewTab, openReviewTab, type ReviewTab } from './review-tabs.ts';

const tab = (userId: number): ReviewTab => ({ userId, label: `User ${userId}` });

describe('review tabs', () => {
  it('keeps an open tab in place instead of adding it twice', () => {
    expect(openReviewTab([tab(1), tab(2)], tab(1)).map((t) => t.userId)).toEqual([1, 2]);
  });
  it(`keeps at most ${PRELOADED_REVIEW_TABS_MAX} tabs, dropping the oldest`, () => {
    let tabs: ReviewTab[] = [];
    for (let id = 1; id <= PRELOADED_REVIEW_TABS_MAX + 2; id++) tabs = openReviewTab(tabs, tab(id));
    expect(tabs).toHaveLength(PRELOADED_REVIEW_TABS_MAX);
    expect(tabs[0]?.userId).toBe(3);
    expect(tabs.at(-1)?.userId).toBe(PRELOADED_REVIEW_TABS_MAX + 2);
  });
  it('closes a tab', () => {
    expect(closeReviewTab([tab(1), tab(2)], 1).map((t) => t.userId)).toEqual([2]);
  });
});

describe('reassign result', () => {
  it("reports 'Successful UUIDs: ...' and 'Failed UUIDs: ...'", () => {
    const lines = reassignResultLines({ successful_reviews: [{ uuid: 'a' }, { uuid: 'b' }] as never, failed_uuids: ['c'] });
    expect(lines.successful).toBe(`${REVIEW_MESSAGES.reassignSuccessfulPrefix}a, b`);
    expect(lines.successful).toBe('Successful UUIDs: a, b');
    expect(lines.failed).toBe('Failed UUIDs: c');
  });
});
