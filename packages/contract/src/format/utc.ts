/** What the date helpers accept: a Date, epoch milliseconds or a timestamp string. */
export type DateInput = Date | number | string;

/** A trailing zone: Z, ±hh:mm, ±hhmm, ±hh, or a GMT/UTC suffix. */
const HAS_ZONE = /(z|[+-]\d{2}(:?\d{2})?|\b(gmt|utc)([+-]\d{1,4})?)$/i;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ t](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/i;

/**
 * A Date from a timestamp, treating strings without a zone as UTC (specification 03, section 9):
 * the servers write `YYYY-MM-DD HH:mm:ss` in UTC. Null for empty or unparsable input.
 */
export function parseUtc(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const local = DATE_TIME.exec(text);
  const iso = local && !HAS_ZONE.test(text) ? `${local[1]}T${trimFraction(local[2] ?? '')}Z` : text;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** JavaScript parses at most milliseconds reliably; database timestamps carry microseconds. */
const trimFraction = (time: string): string => time.replace(/(\.\d{3})\d+$/, '$1');

/** The UTC string of a date with GMT written as UTC ("Fri, 05 Jan 2024 10:00:00 UTC"). */
export function utcString(value: DateInput): string {
  const date = parseUtc(value);
  return date ? date.toUTCString().replace('GMT', 'UTC') : '';
}
