/**
 * The schedule is typed in the admin's own time zone (an <input type="datetime-local"> value,
 * 'YYYY-MM-DDTHH:mm') and sent as a UTC instant; the form shows both.
 */

/** The UTC instant ('...Z') of a local wall-clock value in the browser's zone, or null when empty or invalid. */
export function localInputToUtc(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The datetime-local value showing a UTC instant in the browser's zone ('' for none). */
export function utcToLocalInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A UTC instant as 'DD.MM.YYYY HH:mm UTC' (specification 03: 24-hour, UTC written out). */
export function formatUtc(instant: string): string {
  const d = new Date(instant);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** The admin's time zone name as the browser reports it. */
export const adminTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The user_target_datetime the server takes ('YYYY-MM-DD HH:mm') from a datetime-local value. */
export const localInputToWallClock = (local: string): string | null => (local ? local.replace('T', ' ') : null);
/** Back from the server's wall-clock value to a datetime-local value. */
export const wallClockToLocalInput = (value: string | null | undefined): string => (value ? value.replace(' ', 'T').slice(0, 16) : '');

/** The server's wall-clock value ('YYYY-MM-DD HH:mm', or with a T and seconds) as DD.MM.YYYY HH:mm (issue 19). */
export function formatWallClock(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]} ${m[4]}:${m[5]}` : value;
}
