const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Bounds of a range filter: a calendar day as "from" starts at its midnight, as "to" takes the
 * whole day (up to the next midnight, exclusive); a full timestamp is used as given (inclusive).
 * With `zone` 'utc' the days are UTC days of an instant column; 'local' keeps wall-clock times for
 * a column without a zone.
 */
export function rangeBounds(
  from: string | undefined,
  to: string | undefined,
  zone: 'utc' | 'local',
): { from?: string; before?: string; until?: string } {
  const suffix = zone === 'utc' ? 'Z' : '';
  const dayStart = (day: string) => `${day}T00:00:00${suffix}`;
  const nextDay = (day: string) => {
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return dayStart(next.toISOString().slice(0, 10));
  };
  return {
    ...(from ? { from: DATE_ONLY.test(from) ? dayStart(from) : from.replace(' ', 'T') } : {}),
    ...(to ? (DATE_ONLY.test(to) ? { before: nextDay(to) } : { until: to.replace(' ', 'T') }) : {}),
  };
}

/** Adds the bounds of a range filter on `column` (cast is the column's SQL type). */
export function addRange(
  c: { when: <T>(v: T | undefined, t: (p: string) => string) => unknown },
  column: string,
  cast: string,
  bounds: ReturnType<typeof rangeBounds>,
): void {
  c.when(bounds.from, (p) => `${column} >= ${p}::${cast}`);
  c.when(bounds.before, (p) => `${column} < ${p}::${cast}`);
  c.when(bounds.until, (p) => `${column} <= ${p}::${cast}`);
}
