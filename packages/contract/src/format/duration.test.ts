import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration (d h m s)', () => {
  it.each([
    [0, '0s'],
    [0.9, '0s'],
    [1, '1s'],
    [59, '59s'],
    [60, '1m'],
    [61, '1m 1s'],
    [3600, '1h'],
    [3661, '1h 1m 1s'],
    [86400, '1d'],
    [90061, '1d 1h 1m 1s'],
    [86400 + 5, '1d 5s'],
    [-65, '-1m 5s'],
  ])('%d -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('is empty for a non-number', () => {
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
