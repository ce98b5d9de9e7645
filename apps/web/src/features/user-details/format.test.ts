import { describe, expect, it } from 'vitest';
import { EXTERNAL_ID_CUT_AT, NOTE_CUT_AT, cutText, dollars, formatDay, formatDayTime, percent } from './format.ts';

const NOW = new Date('2026-11-22T04:00:00Z');

describe('formatDay', () => {
  it('shows the UTC day as dd.mm.yyyy', () => {
    expect(formatDay('2026-03-05T23:30:00Z', NOW)).toBe('05.03.2026');
  });
  it('says Today and Yesterday by the UTC day', () => {
    expect(formatDay('2026-11-22T00:00:01Z', NOW)).toBe('Today');
    expect(formatDay('2026-11-21T23:59:59Z', NOW)).toBe('Yesterday');
    expect(formatDay('2026-11-20T23:59:59Z', NOW)).toBe('20.11.2026');
  });
  it('shows a dash without a date', () => {
    expect(formatDay(null, NOW)).toBe('-');
  });
  it('reads the day in UTC whatever the offset of the value', () => {
    // 01:30 on the 22nd in Berlin is still the 21st in UTC.
    expect(formatDay('2026-11-22T01:30:00+02:00', NOW)).toBe('Yesterday');
    expect(formatDay('2026-11-19T23:00:00-05:00', NOW)).toBe('20.11.2026');
  });
});

describe('cutText', () => {
  it('cuts external ids past 50 characters', () => {
    const long = 'x'.repeat(EXTERNAL_ID_CUT_AT + 1);
    expect(cutText(long, EXTERNAL_ID_CUT_AT)).toEqual({ text: 'x'.repeat(50), cut: true });
    expect(cutText('abc', EXTERNAL_ID_CUT_AT)).toEqual({ text: 'abc', cut: false });
  });
  it('keeps an external id of exactly 50 characters whole', () => {
    expect(EXTERNAL_ID_CUT_AT).toBe(50);
    expect(cutText('y'.repeat(50), EXTERNAL_ID_CUT_AT)).toEqual({ text: 'y'.repeat(50), cut: false });
  });
  it('cuts note texts past 255 characters, and keeps 255 whole', () => {
    expect(NOTE_CUT_AT).toBe(255);
    expect(cutText('n'.repeat(255), NOTE_CUT_AT)).toEqual({ text: 'n'.repeat(255), cut: false });
    expect(cutText('n'.repeat(256), NOTE_CUT_AT)).toEqual({ text: 'n'.repeat(255), cut: true });
  });
});

describe('money and percent', () => {
  it('keep 2 decimals', () => {
    expect(dollars(1.5)).toBe('$1.50');
    expect(percent(12.345)).toBe('12.35%');
  });
});

describe('formatDayTime', () => {
  it('adds the UTC time to the day, Today and Yesterday included', () => {
    expect(formatDayTime('2026-11-22T00:00:01Z', NOW)).toBe('Today 00:00');
    expect(formatDayTime('2026-11-21T23:59:59Z', NOW)).toBe('Yesterday 23:59');
    expect(formatDayTime('2026-03-05T23:30:00+02:00', NOW)).toBe('05.03.2026 21:30');
  });

  it('shows a dash for nothing and an unreadable value as it came', () => {
    expect(formatDayTime(null, NOW)).toBe('-');
    expect(formatDayTime('soon', NOW)).toBe('soon');
  });
});
