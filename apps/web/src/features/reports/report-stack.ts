import { REPORT_MESSAGES } from '@bo/contract';

/** The label a stacked point's value shows: its grouping's label, "Other" for the rest, a dash for none. */
const stackLabel = (point: Readonly<Record<string, unknown>>, stackBy: string): string =>
  point.stack_other === true ? REPORT_MESSAGES.stackOther : String(point[stackBy] ?? point[`${stackBy}_id`] ?? '—');

/** Periods in order: numbers (days since month end) as numbers, days as text. */
const byPeriod = (a: string, b: string): number => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b));

/**
 * A chart of one line per value (Reconciliation Pacing: a complete month), pivoted into one row per
 * period; the newest value first, and a value without a point at a period has none (its line stops).
 */
export function seriesPoints(
  points: readonly Readonly<Record<string, unknown>>[],
  measure: string,
  seriesBy: string,
): { names: string[]; data: Record<string, string | number>[] } {
  const rows = new Map<string, Record<string, string | number>>();
  const names = new Set<string>();
  for (const point of points) {
    const name = String(point[seriesBy] ?? '—');
    names.add(name);
    const period = String(point.period);
    const row = rows.get(period) ?? { period };
    row[name] = Number(point[measure] ?? 0);
    rows.set(period, row);
  }
  return {
    names: [...names].sort((a, b) => b.localeCompare(a)),
    data: [...rows.values()].sort((a, b) => byPeriod(String(a.period), String(b.period))),
  };
}

/**
 * A stacked chart's rows (period x value, as the server cut them) pivoted into one row per period with
 * an entry per value, the values in order of their total (Other last), missing values 0 so every
 * period's stack adds up to its total.
 */
export function stackedPoints(
  points: readonly Readonly<Record<string, unknown>>[],
  measure: string,
  stackBy: string,
): { names: string[]; data: Record<string, string | number>[] } {
  const totals = new Map<string, number>();
  const byPeriod = new Map<string, Record<string, string | number>>();
  for (const point of points) {
    const name = stackLabel(point, stackBy);
    const value = Number(point[measure] ?? 0);
    totals.set(name, (totals.get(name) ?? 0) + value);
    const period = String(point.period);
    const row = byPeriod.get(period) ?? { period };
    row[name] = Number(row[name] ?? 0) + value;
    byPeriod.set(period, row);
  }
  const names = [...totals.keys()].sort((a, b) =>
    a === REPORT_MESSAGES.stackOther ? 1 : b === REPORT_MESSAGES.stackOther ? -1 : totals.get(b)! - totals.get(a)!,
  );
  const data = [...byPeriod.values()]
    .sort((a, b) => String(a.period).localeCompare(String(b.period)))
    .map((row) => ({ ...Object.fromEntries(names.map((n) => [n, 0])), ...row }));
  return { names, data };
}
