/** Row values as the answers carry them: pg gives numeric as text and timestamptz as Date. */

/** An ISO 8601 UTC string of a timestamp, or null. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Like iso() for columns that are never null. */
export const isoRequired = (value: Date | string): string => iso(value) ?? new Date(0).toISOString();

/** YYYY-MM-DD of a date column (pg gives a Date at local midnight for `date`; PGlite a Date at UTC midnight). */
export function day(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  // A `date` arrives as midnight in the process' zone (pg) or at UTC midnight (PGlite): read the parts of whichever is exact.
  return value.getUTCHours() === 0 && value.getUTCMinutes() === 0
    ? `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
    : `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** A number from a numeric/bigint column; null stays null. */
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const num = (value: unknown): number => Number(value ?? 0);

/** Rounded to 2 decimals (money, percentages). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** part / whole x 100 with 2 decimals; 0 when whole is 0. */
export const percent = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

/** part / whole as a share 0..1 with 4 decimals; 0 when whole is 0. */
export const share = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** A delay in seconds as '2h 5m', '45s' ... */
export function humanDelay(seconds: number | null): string | null {
  if (seconds === null) return null;
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : '', !d && !h && s ? `${s}s` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0s';
}
