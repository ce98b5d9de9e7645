import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow (specification 01, 9: at most 5 page numbers, sliding)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts at page 1 near the beginning', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('slides with the current page in the middle', () => {
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('stops at the last page near the end', () => {
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range and gives nothing without pages', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('never shows more than 5 numbers', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const window = pageWindow(page, total);
        expect(window.length).toBeLessThanOrEqual(5);
        expect(window).toContain(page);
      }
    }
  });
});
