import { describe, expect, it } from 'vitest';
import { displayDateTime, displayInstantsIn } from './date-time.ts';

describe('displayInstantsIn', () => {
  it('writes the ISO instants of a text as DD.MM.YYYY HH:mm', () => {
    const instant = '2026-05-01T10:00:00.000Z';
    expect(displayInstantsIn(`Snoozed until ${instant}`)).toBe(`Snoozed until ${displayDateTime(instant)}`);
    expect(displayDateTime(instant)).toMatch(/^\d\d\.\d\d\.2026 \d\d:\d\d$/);
    expect(displayInstantsIn('Closed by Ann')).toBe('Closed by Ann');
  });
});
