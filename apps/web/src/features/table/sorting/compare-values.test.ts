import { describe, expect, it } from 'vitest';
import { compareValues } from './compare-values.ts';

const sorted = (values: unknown[]) => [...values].sort(compareValues);

describe('compareValues (specification 01, 9: dates, numbers and text, natural order, case-insensitive)', () => {
  it('compares numbers as numbers, also when they arrive as text', () => {
    expect(sorted([10, 9, 100, -1, 2.5])).toEqual([-1, 2.5, 9, 10, 100]);
    expect(sorted(['10', '9', '100', '2.50'])).toEqual(['2.50', '9', '10', '100']);
    expect(compareValues('3', 3)).toBe(0);
  });

  it('compares dates by time, whatever their written form', () => {
    expect(sorted(['2025-03-01 00:00:00', '2024-12-31T23:59:59.000Z', '2025-01-15'])).toEqual([
      '2024-12-31T23:59:59.000Z',
      '2025-01-15',
      '2025-03-01 00:00:00',
    ]);
    expect(compareValues('2025-01-01 10:00:00', '2025-01-01T10:00:00Z')).toBe(0);
    expect(compareValues(new Date('2025-01-02'), '2025-01-01')).toBe(1);
  });

  it('compares text in natural order, ignoring case', () => {
    expect(sorted(['item10', 'Item2', 'item1', 'ITEM1b'])).toEqual(['item1', 'ITEM1b', 'Item2', 'item10']);
    expect(compareValues('Apple', 'apple')).toBe(0);
    expect(sorted(['b', 'A', 'c', 'B'])).toEqual(['A', 'b', 'B', 'c']);
  });

  it('puts empty values first and compares booleans and objects stably', () => {
    expect(sorted([3, null, 1, ''])).toEqual([null, '', 1, 3]);
    // Array.prototype.sort never hands undefined to a comparator; the table does.
    expect(compareValues(undefined, 1)).toBe(-1);
    expect(compareValues(undefined, null)).toBe(0);
    expect(sorted([true, false])).toEqual([false, true]);
    expect(compareValues(['a'], ['b'])).toBe(-1);
  });

  it('falls back to text when the two sides are of different kinds', () => {
    expect(compareValues('abc', 5)).toBeGreaterThan(0);
    expect(compareValues('2025-01-01', 'tomorrow')).toBeLessThan(0);
  });
});
