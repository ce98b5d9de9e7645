import { adminRole } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { formatCell, formatDateTimeYmdHis } from './format-cell.ts';

describe('formatCell', () => {
  it('writes datetimes as Y-m-d H:i:S in UTC and dates as Y-m-d', () => {
    expect(formatDateTimeYmdHis('2025-03-04T05:06:07.890Z')).toBe('2025-03-04 05:06:07');
    expect(formatCell({ type: 'datetime' }, '2025-03-04 05:06:07')).toBe('2025-03-04 05:06:07');
    expect(formatCell({ type: 'date' }, '2025-03-04T23:00:00Z')).toBe('2025-03-04');
    expect(formatCell({ type: 'datetime' }, 'not a date')).toBe('not a date');
  });

  it('shows money with two decimals, percentages, booleans and enum labels', () => {
    expect(formatCell({ type: 'money' }, 1.5)).toBe('1.50');
    expect(formatCell({ type: 'money' }, '2')).toBe('2.00');
    expect(formatCell({ type: 'percent' }, 12.345)).toBe('12.35%');
    expect(formatCell({ type: 'boolean' }, true)).toBe('Yes');
    expect(formatCell({ type: 'boolean' }, 0)).toBe('No');
    expect(formatCell({ type: 'status', enum: 'adminRole' }, 1)).toBe(adminRole.labelOf(1));
    expect(formatCell({ type: 'status', enum: 'adminRole' }, 99)).toBe('99');
  });

  it('joins JSON lists and keeps objects readable; empty values are empty', () => {
    expect(formatCell({ type: 'json' }, ['android', 'ios'])).toBe('android, ios');
    expect(formatCell({ type: 'json' }, '["Low CR"]')).toBe('Low CR');
    expect(formatCell({ type: 'json' }, { a: 1 })).toBe('{"a":1}');
    expect(formatCell({ type: 'text' }, null)).toBe('');
    expect(formatCell({ type: 'number' }, 0)).toBe('0');
  });
});
