import { REPORT_MESSAGES } from '@bo/contract';

/** The label a stacked point's value shows: its grouping's label, "Other" for the rest, a dash for none. */
const stackLabel = (point: Readonly<Record<string, unknown>>, stackBy: string): string =>
  point.stack_other === true ? REPORT_MESSAGES.stackOther : String(point[stackBy] ?? point[`${stackBy}_id`] ?? '—');

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
