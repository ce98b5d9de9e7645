import { describe, expect, it } from 'vitest';
import { fittingCount } from './fitting-count.ts';

describe('fittingCount (the main menu on one line)', () => {
  it('shows every item when all fit, without room for the overflow button', () => {
    expect(fittingCount([100, 100, 100], 10, 320, 90)).toBe(3);
    // 100 + 10 + 100 + 10 + 100 = 320 > 319: two, then More (90 + 10 + 100 + 10 + 100 = 310).
    expect(fittingCount([100, 100, 100], 10, 319, 90)).toBe(2);
  });

  it('keeps room for the overflow button when not all fit', () => {
    // 90 (More) + 10 + 100 = 200; + 10 + 100 = 310 > 300.
    expect(fittingCount([100, 100, 100], 10, 300, 90)).toBe(1);
  });

  it('stops at the first item that does not fit, keeping the order', () => {
    expect(fittingCount([50, 400, 50], 0, 200, 50)).toBe(1);
  });

  it('shows none when even the first does not fit beside the overflow button', () => {
    expect(fittingCount([200, 100], 0, 250, 90)).toBe(0);
    expect(fittingCount([], 0, 0, 90)).toBe(0);
  });
});
