import { describe, expect, it } from 'vitest';
import { clearPendingFocus, focusAfterSearch, pendingFocus } from './focus-after-search.ts';

describe('focusAfterSearch', () => {
  it('names the filter for the next bar of that resource only, until cleared', () => {
    focusAfterSearch('offers', 'country_list');
    expect(pendingFocus('offers')).toBe('country_list');
    expect(pendingFocus('offers')).toBe('country_list');
    expect(pendingFocus('surveys')).toBeNull();
    clearPendingFocus('offers');
    expect(pendingFocus('offers')).toBeNull();
  });
});
