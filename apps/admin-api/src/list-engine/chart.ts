import { REPORT_MESSAGES, type ResourceChartAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { filteredRows } from './list.ts';
import type { ListParams, ServerResource } from './types.ts';

/** The most x values a chart draws: the latest ones (a year and a day of days). */
export const CHART_MAX_PERIODS = 366;
/** Stack values drawn on their own; the rest are summed as one "Other". */
export const CHART_MAX_STACKS = 8;

type PointRow = { period: string | null; stack: string | null; value: number | null };

/** The latest periods, at most CHART_MAX_PERIODS of them. */
function latestPeriods(rows: readonly { period: string | null }[]): Set<string> {
  const periods = [...new Set(rows.map((r) => String(r.period ?? '')))].sort();
  return new Set(periods.slice(-CHART_MAX_PERIODS));
}

/** Stack values beyond the largest CHART_MAX_STACKS (by total) summed as "Other", per period. */
function foldStacks(rows: readonly PointRow[]): ResourceChartAnswer['data']['points'] {
  const totals = new Map<string | null, number>();
  for (const r of rows) totals.set(r.stack, (totals.get(r.stack) ?? 0) + Number(r.value ?? 0));
  const kept = new Set(
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, CHART_MAX_STACKS)
      .map(([stack]) => stack),
  );
  const points = new Map<string, { period: string; stack: string | null; value: number }>();
  for (const r of rows) {
    const period = String(r.period ?? '');
    const stack = kept.has(r.stack) ? r.stack : REPORT_MESSAGES.stackOther;
    const key = `${period}\u0000${stack ?? ''}`;
    const point = points.get(key) ?? { period, stack, value: 0 };
    point.value += Number(r.value ?? 0);
    points.set(key, point);
  }
  return [...points.values()];
}

/**
 * A resource's chart (issue 18): its value statistic grouped by the x column (and the stack column), and
 * its line statistic grouped by x, over the rows the same search keeps: the table's figures, cut by day.
 */
export async function runChart(db: Queryable, resource: ServerResource, p: ListParams): Promise<ResourceChartAnswer> {
  const chart = resource.def.chart;
  if (!chart) throw new Error(`${resource.def.name} has no chart`);
  const { params, from, where } = await filteredRows(db, resource, p);
  const x = resource.columns[chart.x]!;
  const stack = chart.stackBy ? resource.columns[chart.stackBy]! : 'NULL::text';
  const value = resource.statistics![chart.value]!;
  const lineSql = chart.line
    ? `SELECT ${x} AS period, ${resource.statistics![chart.line]!} AS value FROM ${from} ${where} GROUP BY 1`
    : null;
  const [points, line] = await Promise.all([
    db.query<PointRow>(
      `SELECT ${x} AS period, (${stack})::text AS stack, ${value} AS value FROM ${from} ${where} GROUP BY 1, 2`,
      params.values,
    ),
    lineSql ? db.query<{ period: string | null; value: number | null }>(lineSql, params.values) : Promise.resolve({ rows: [] }),
  ]);
  const periods = latestPeriods(points.rows);
  const byPeriod = (a: { period: string }, b: { period: string }) => a.period.localeCompare(b.period);
  return {
    data: {
      points: foldStacks(points.rows.filter((r) => periods.has(String(r.period ?? '')))).sort(byPeriod),
      line: line.rows
        .map((r) => ({ period: String(r.period ?? ''), value: r.value === null ? null : Number(r.value) }))
        .filter((r) => periods.has(r.period))
        .sort(byPeriod),
    },
  };
}
