import { describe, expect, it } from 'vitest';
import { keepShown, pageSelectionState, toggleAllRows, toggleRow } from './row-selection.ts';

describe('row selection for bulk actions', () => {
  it('ticks rows one by one and the whole page from the header', () => {
    expect(toggleRow([], 3)).toEqual([3]);
    expect(toggleRow([3, 4], 3)).toEqual([4]);
    expect(toggleAllRows([4], [3, 4, 5])).toEqual([3, 4, 5]);
    expect(toggleAllRows([3, 4, 5], [3, 4, 5])).toEqual([]);
    expect(toggleAllRows([], [])).toEqual([]);
  });

  it('shows all, some or none on the header checkbox and keeps only rows still shown', () => {
    expect(pageSelectionState([], [1, 2])).toBe('none');
    expect(pageSelectionState([2], [1, 2])).toBe('some');
    expect(pageSelectionState([1, 2], [1, 2])).toBe('all');
    expect(keepShown([1, 2, 9], [2, 3])).toEqual([2]);
  });
});
