const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a UTC month. */
export const monthKey = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;

/** The first instant (UTC) of the month `back` months before the month of `now`. */
export const monthStart = (now: Date, back = 0): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

/** The last `count` UTC months, newest first. */
export const lastMonths = (now: Date, count: number): Date[] => Array.from({ length: count }, (_, i) => monthStart(now, i));

/** 'YYYY-MM-DD' of a UTC day. */
export const dayKey = (d: Date): string => `${monthKey(d)}-${pad(d.getUTCDate())}`;

/** The last `count` UTC days, oldest first, today last. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => dayKey(new Date(today - (count - 1 - i) * 86_400_000)));
}
