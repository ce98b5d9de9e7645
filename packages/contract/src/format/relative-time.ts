import { DAYS_PER_MONTH, DAYS_PER_WEEK, DAYS_PER_YEAR, LESS_THAN_A_MINUTE } from '../constants.ts';
import { formatAbsolute } from './dates.ts';
import { parseUtc, type DateInput } from './utc.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest bucket first (specification 03, section 9). */
const BUCKETS: readonly { seconds: number; unit: string }[] = [
  { seconds: DAYS_PER_YEAR * DAY, unit: 'year' },
  { seconds: DAYS_PER_MONTH * DAY, unit: 'month' },
  { seconds: DAYS_PER_WEEK * DAY, unit: 'week' },
  { seconds: DAY, unit: 'day' },
  { seconds: HOUR, unit: 'hour' },
  { seconds: MINUTE, unit: 'minute' },
];

export interface TimeAgoOptions {
  now?: Date;
  /** Past one day, show 'Mon D, YYYY h:mm AM' (UTC) instead of a bucket. */
  absoluteAfterDay?: boolean;
}

/**
 * '3 days ago', '1 hour ago' ... or 'less a minute ago' below a minute. A time in the future (clock
 * skew between servers) also reads 'less a minute ago'. Empty for an unparsable date.
 */
export function timeAgo(value: DateInput, options: TimeAgoOptions = {}): string {
  const date = parseUtc(value);
  if (!date) return '';
  const now = options.now ?? new Date();
  const elapsed = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (options.absoluteAfterDay && elapsed >= DAY) return formatAbsolute(date);
  for (const { seconds, unit } of BUCKETS) {
    if (elapsed >= seconds) {
      const count = Math.floor(elapsed / seconds);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return LESS_THAN_A_MINUTE;
}
