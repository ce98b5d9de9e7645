import { describe, expect, it } from 'vitest';
import { formatUtc, localInputToUtc, localInputToWallClock, utcToLocalInput, wallClockToLocalInput } from './schedule.ts';

describe('campaign schedule', () => {
  it('round-trips a local input through its UTC instant', () => {
    const utc = localInputToUtc('2030-03-04T09:15');
    expect(utc).toMatch(/Z$/);
    expect(utcToLocalInput(utc)).toBe('2030-03-04T09:15');
  });
  it('gives null for an empty or invalid input', () => {
    expect(localInputToUtc('')).toBeNull();
    expect(localInputToUtc('not a date')).toBeNull();
    expect(utcToLocalInput(null)).toBe('');
  });
  it('formats a UTC instant as DD.MM.YYYY HH:mm UTC', () => {
    expect(formatUtc('2030-03-04T09:05:00.000Z')).toBe('04.03.2030 09:05 UTC');
  });
  it('converts the user-time-zone wall clock both ways', () => {
    expect(localInputToWallClock('2030-03-04T09:15')).toBe('2030-03-04 09:15');
    expect(localInputToWallClock('')).toBeNull();
    expect(wallClockToLocalInput('2030-03-04 09:15:00')).toBe('2030-03-04T09:15');
  });
});
