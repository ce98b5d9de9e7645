import { describe, expect, it } from 'vitest';
import { fittingCount, nextShown } from './fitting-count.ts';

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

describe('nextShown (the main menu when the window is resized)', () => {
  it('draws every group once when some were never measured and not all are drawn (a wider window brings them back)', () => {
    // Three groups, the last never drawn on the bar (under More since the first draw): draw all three to measure it.
    expect(nextShown([100, 100, undefined], 2, 10, 2600, 90)).toBe(3);
  });

  it('fits by the widths once all are known, at any width', () => {
    expect(nextShown([100, 100, 100], 3, 10, 2600, 90)).toBe(3);
    expect(nextShown([100, 100, 100], 3, 10, 300, 90)).toBe(1);
    // Widening again after narrowing: the remembered widths bring every group back.
    expect(nextShown([100, 100, 100], 1, 10, 320, 90)).toBe(3);
  });

  it('keeps the count on a hidden bar, or when every group is drawn and one still has no width', () => {
    expect(nextShown([100, 100, 100], 1, 10, 0, 90)).toBeNull();
    expect(nextShown([100, undefined], 2, 10, 500, 90)).toBeNull();
  });
});
