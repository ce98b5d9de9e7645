import { parseUtc, type DateInput } from './utc.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad2 = (n: number): string => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** 'Jan 5' or, with the year, 'Jan 5, 2024' (UTC). */
function monthDay(date: Date, withYear: boolean): string {
  const text = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return withYear ? `${text}, ${date.getUTCFullYear()}` : text;
}

/** 'Mon D, YYYY h:mm AM' in UTC, the absolute form of relative time past a day (specification 03). */
export function formatAbsolute(value: DateInput): string {
  const date = parseUtc(value);
  if (!date) return '';
  const hours = date.getUTCHours();
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${monthDay(date, true)} ${hours % 12 || 12}:${pad2(date.getUTCMinutes())} ${meridiem}`;
}

/** DD.MM.YYYY HH:mm, 24-hour, in the given IANA zone (UTC by default) (specification 03, section 9). */
export function formatDateTime(value: DateInput, timeZone = 'UTC'): string {
  const date = parseUtc(value);
  if (!date) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** 'start - end', the year written only when the two years differ (specification 03, section 9). */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = parseUtc(start);
  const to = parseUtc(end);
  if (!from || !to) return '';
  const withYear = from.getUTCFullYear() !== to.getUTCFullYear();
  return `${monthDay(from, withYear)} - ${monthDay(to, withYear)}`;
}

/** dd.mm.yyyy in UTC, or 'Today' / 'Yesterday' (specification 02, section 9). */
export function formatDay(value: DateInput, now: Date = new Date()): string {
  const date = parseUtc(value);
  if (!date) return '';
  const dayNumber = (d: Date): number => Math.floor(d.getTime() / DAY_MS);
  const daysAgo = dayNumber(now) - dayNumber(date);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  return `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}
