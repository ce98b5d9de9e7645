import { PRELOADED_REVIEW_TABS_MAX } from '@bo/contract';

export interface ReviewTab {
  userId: number;
  label: string;
}

/**
 * Opens a review tab: an open one is kept where it is; a new one goes last, and past
 * PRELOADED_REVIEW_TABS_MAX the oldest tab is dropped.
 */
export function openReviewTab(tabs: readonly ReviewTab[], tab: ReviewTab): ReviewTab[] {
  if (tabs.some((t) => t.userId === tab.userId)) return [...tabs];
  return [...tabs, tab].slice(-PRELOADED_REVIEW_TABS_MAX);
}

export function closeReviewTab(tabs: readonly ReviewTab[], userId: number): ReviewTab[] {
  return tabs.filter((t) => t.userId !== userId);
}
