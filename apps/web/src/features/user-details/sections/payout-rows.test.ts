import { describe, expect, it } from 'vitest';
import { payoutRows } from './payout-rows.ts';

describe('payoutRows', () => {
  it('gives one row per day with one field per series, missing values as 0', () => {
    const rows = payoutRows({
      labels: ['2026-11-01', '2026-11-02'],
      series: [
        { name: 'Surveys', data: [1.5, 2] },
        { name: 'Offers', data: [15.37] },
      ],
    });
    expect(rows).toEqual([
      { day: '2026-11-01', Surveys: 1.5, Offers: 15.37 },
      { day: '2026-11-02', Surveys: 2, Offers: 0 },
    ]);
  });
});
