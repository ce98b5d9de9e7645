import { describe, expect, it } from 'vitest';
import { parseUtc, utcString } from './utc.ts';

describe('parseUtc (specification 03, section 9: zone-less timestamps are UTC)', () => {
  it('reads a zone-less date-time as UTC, with a space or a T', () => {
    expect(parseUtc('2024-01-05 10:00:00')?.toISOString()).toBe('2024-01-05T10:00:00.000Z');
    expect(parseUtc('2024-01-05T10:00')?.toISOString()).toBe('2024-01-05T10:00:00.000Z');
  });

  it('keeps microseconds down to milliseconds', () => {
    expect(parseUtc('2024-01-05 10:00:00.123456')?.toISOString()).toBe('2024-01-05T10:00:00.123Z');
  });

  it('honours an explicit zone', () => {
    expect(parseUtc('2024-01-05T10:00:00+02:00')?.toISOString()).toBe('2024-01-05T08:00:00.000Z');
    expect(parseUtc('2024-01-05T10:00:00Z')?.toISOString()).toBe('2024-01-05T10:00:00.000Z');
  });

  it('reads a bare date as UTC midnight', () => {
    expect(parseUtc('2024-01-05')?.toISOString()).toBe('2024-01-05T00:00:00.000Z');
  });

  it('passes dates and epoch milliseconds through', () => {
    expect(parseUtc(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const d = new Date('2024-02-29T12:00:00Z');
    expect(parseUtc(d)).toBe(d);
  });

  it('answers null for empty or unparsable input', () => {
    expect(parseUtc('')).toBeNull();
    expect(parseUtc(null)).toBeNull();
    expect(parseUtc('not a date')).toBeNull();
    expect(parseUtc(Number.NaN)).toBeNull();
  });
});

describe('utcString', () => {
  it('writes GMT as UTC', () => {
    expect(utcString('2024-01-05 10:00:00')).toBe('Fri, 05 Jan 2024 10:00:00 UTC');
    expect(utcString('garbage')).toBe('');
  });
});
