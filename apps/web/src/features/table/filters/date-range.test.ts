import { describe, expect, it } from 'vitest';
import { keepRangeOrder } from './date-range.ts';

describe('keepRangeOrder (specification 01, 5: To never before From, From never after To)', () => {
  it('keeps an ordered or open range as it is', () => {
    expect(keepRangeOrder({ from: '2025-01-01', to: '2025-01-31' }, 'to')).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(keepRangeOrder({ from: '2025-01-01', to: '2025-01-01' }, 'from')).toEqual({ from: '2025-01-01', to: '2025-01-01' });
    expect(keepRangeOrder({ from: '', to: '2025-01-31' }, 'to')).toEqual({ from: '', to: '2025-01-31' });
    expect(keepRangeOrder({ from: '2025-01-01', to: '' }, 'from')).toEqual({ from: '2025-01-01', to: '' });
  });

  it('moves a To set before From up to From', () => {
    expect(keepRangeOrder({ from: '2025-02-10', to: '2025-02-01' }, 'to')).toEqual({ from: '2025-02-10', to: '2025-02-10' });
  });

  it('moves a From set after To back to To', () => {
    expect(keepRangeOrder({ from: '2025-03-05', to: '2025-02-01' }, 'from')).toEqual({ from: '2025-02-01', to: '2025-02-01' });
  });
});
