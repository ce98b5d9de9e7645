import { describe, expect, it } from 'vitest';
import { formatAbsolute, formatDateRange, formatDateTime, formatDay } from './dates.ts';

describe('formatAbsolute (Mon D, YYYY h:mm AM, UTC)', () => {
  it('uses a 12-hour clock with AM/PM at the edges of the day', () => {
    expect(formatAbsolute('2024-01-05 00:07:00')).toBe('Jan 5, 2024 12:07 AM');
    expect(formatAbsolute('2024-01-05 11:59:00')).toBe('Jan 5, 2024 11:59 AM');
    expect(formatAbsolute('2024-01-05 12:00:00')).toBe('Jan 5, 2024 12:00 PM');
    expect(formatAbsolute('2024-12-31 23:05:00')).toBe('Dec 31, 2024 11:05 PM');
  });
});

describe('formatDateTime (DD.MM.YYYY HH:mm, 24-hour)', () => {
  it('formats in UTC by default', () => {
    expect(formatDateTime('2024-03-09 07:05:59')).toBe('09.03.2024 07:05');
    expect(formatDateTime('2024-03-09 23:59:00')).toBe('09.03.2024 23:59');
  });

  it('formats in a given zone', () => {
    expect(formatDateTime('2024-03-09 23:30:00', 'Europe/Berlin')).toBe('10.03.2024 00:30');
  });

  it('is empty for an invalid date', () => {
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatDateRange (start - end, year only when the years differ)', () => {
  it('leaves the year out within one year', () => {
    expect(formatDateRange('2024-01-05', '2024-02-03')).toBe('Jan 5 - Feb 3');
    expect(formatDateRange('2024-01-01', '2024-12-31')).toBe('Jan 1 - Dec 31');
  });

  it('writes both years when they differ', () => {
    expect(formatDateRange('2023-12-31', '2024-01-01')).toBe('Dec 31, 2023 - Jan 1, 2024');
  });
});

describe('formatDay (dd.mm.yyyy with Today and Yesterday, UTC)', () => {
  const now = new Date('2024-03-10T00:30:00Z');

  it('says Today and Yesterday by UTC calendar day', () => {
    expect(formatDay('2024-03-10 00:00:00', now)).toBe('Today');
    expect(formatDay('2024-03-09 23:59:59', now)).toBe('Yesterday');
    expect(formatDay('2024-03-09 00:00:00', now)).toBe('Yesterday');
  });

  it('writes older days as dd.mm.yyyy', () => {
    expect(formatDay('2024-03-08 23:59:59', now)).toBe('08.03.2024');
  });
});
