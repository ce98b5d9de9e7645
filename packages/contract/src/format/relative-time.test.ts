import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const now = new Date('2024-06-30T12:00:00Z');
const ago = (seconds: number): Date => new Date(now.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

describe('timeAgo (specification 03, section 9)', () => {
  it.each([
    [0, 'less a minute ago'],
    [59, 'less a minute ago'],
    [MIN, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [7 * DAY - 1, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [30 * DAY - 1, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [365 * DAY - 1, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [2 * 365 * DAY, '2 years ago'],
  ])('%i seconds -> %s', (seconds, text) => {
    expect(timeAgo(ago(seconds), { now })).toBe(text);
  });

  it('reads zone-less strings as UTC', () => {
    expect(timeAgo('2024-06-30 11:00:00', { now })).toBe('1 hour ago');
  });

  it('shows the absolute date past one day when asked', () => {
    expect(timeAgo(ago(DAY - 1), { now, absoluteAfterDay: true })).toBe('23 hours ago');
    expect(timeAgo(ago(DAY), { now, absoluteAfterDay: true })).toBe('Jun 29, 2024 12:00 PM');
  });

  it('treats a future time as just now and an invalid one as empty', () => {
    expect(timeAgo(ago(-120), { now })).toBe('less a minute ago');
    expect(timeAgo('nope', { now })).toBe('');
  });
});
