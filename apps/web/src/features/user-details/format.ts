/** Dates, texts and colours as the user-details screen shows them (specification 02, section 9). */

const DAY_MS = 86_400_000;

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A timestamp in UTC as dd.mm.yyyy, or 'Today' / 'Yesterday'; null shows as a dash. */
export function formatDay(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = utcDay(date);
  if (day === utcDay(now)) return 'Today';
  if (day === utcDay(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** A timestamp in UTC as its day (formatDay: dd.mm.yyyy, 'Today', 'Yesterday') and HH:mm; null shows as a dash. */
export function formatDayTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDay(value, now)} ${date.toISOString().slice(11, 16)}`;
}

/** External ids are cut at this many characters, with an expander (section 9). */
export const EXTERNAL_ID_CUT_AT = 50;
/** Note texts are cut at this many characters, with an ellipsis. */
export const NOTE_CUT_AT = 255;

/** Cuts a text at `limit` characters; `cut` says whether anything was left out. */
export function cutText(text: string, limit: number): { text: string; cut: boolean } {
  return text.length > limit ? { text: text.slice(0, limit), cut: true } : { text, cut: false };
}

/** Money in dollars, 2 decimals. */
export const dollars = (value: number): string => `$${value.toFixed(2)}`;
/** A percentage with 2 decimals. */
export const percent = (value: number): string => `${value.toFixed(2)}%`;
