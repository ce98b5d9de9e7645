import { describe, expect, it } from 'vitest';
import { monthOptions } from './month-options.ts';

describe('monthOptions (specification 01, 9: the current month and the 11 previous ones, YYYY-MM)', () => {
  it('lists 12 months, newest first, across a year boundary', () => {
    expect(monthOptions(new Date(2025, 2, 31, 23, 30))).toEqual([
      '2025-03',
      '2025-02',
      '2025-01',
      '2024-12',
      '2024-11',
      '2024-10',
      '2024-09',
      '2024-08',
      '2024-07',
      '2024-06',
      '2024-05',
      '2024-04',
    ]);
  });

  it('starts in December and ends in January of the same year', () => {
    const months = monthOptions(new Date(2024, 11, 1));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2024-12');
    expect(months[11]).toBe('2024-01');
  });

  it('does not skip short months from the 31st', () => {
    const months = monthOptions(new Date(2025, 4, 31));
    expect(new Set(months).size).toBe(12);
    expect(months.slice(0, 4)).toEqual(['2025-05', '2025-04', '2025-03', '2025-02']);
  });
});
