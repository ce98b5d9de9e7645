import { describe, expect, it } from 'vitest';
import { TABLE_MESSAGES } from '../messages.ts';

describe('the range label', () => {
  it('shows an exact total as it is, and a capped one as "10,000+" (issue 25)', () => {
    expect(TABLE_MESSAGES.rangeLabel(1, 50, 420)).toBe('1-50 of 420');
    expect(TABLE_MESSAGES.rangeLabel(51, 100, 10_000, true)).toBe('51-100 of 10,000+');
  });
});
