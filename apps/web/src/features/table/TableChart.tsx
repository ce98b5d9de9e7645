import { REPORT_MESSAGES, type ResourceChartAnswer, type ResourceDef } from '@bo/contract';
import { Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { StackedChart } from '../reports/ReportChart.tsx';
import { stackedPoints } from '../reports/report-stack.ts';
import type { useChartQuery } from './api/chart-query.ts';
import { ChartBox } from './ChartBox.tsx';

const labelOf = (def: ResourceDef, key: string): string => def.statistics?.find((s) => s.key === key)?.label ?? key;

/** The answer as one row per day: a value per stack (or the value's label without stacks) and the line's. */
function chartRows(def: ResourceDef, answer: ResourceChartAnswer['data']) {
  const chart = def.chart!;
  const valueLabel = labelOf(def, chart.value);
  const points = answer.points.map((p) => ({ period: p.period, value: p.value, stack: p.stack ?? valueLabel }));
  const stacked = stackedPoints(points, 'value', 'stack');
  const line = chart.line ? labelOf(def, chart.line) : undefined;
  if (!line) return { ...stacked, line };
  const lineOf = new Map(answer.line.map((l) => [l.period, l.value ?? 0]));
  return { names: stacked.names, data: stacked.data.map((row) => ({ ...row, [line]: lineOf.get(String(row.period)) ?? 0 })), line };
}

/**
 * A table screen's chart (the definition's `chart`), drawn from GET {url}/chart with the table's filters
 * and search (useChartQuery): every row the table keeps, not only the page shown, redrawn on each search.
 * Loaded on its own (React.lazy), so the chart library stays off screens without a chart.
 */
export default function TableChart({ def, chart }: { def: ResourceDef; chart: ReturnType<typeof useChartQuery> }) {
  useEffect(() => {
    if (chart.error && !isQuietFailure(chart.error)) toast.error(chart.error);
  }, [chart.error]);
  const drawn = useMemo(() => (chart.data ? chartRows(def, chart.data.data) : null), [def, chart.data]);
  return (
    <ChartBox view={chart.view} busy={chart.isFetching}>
      {drawn &&
        (drawn.data.length === 0 ? (
          <Text c="dimmed">{REPORT_MESSAGES.noData}</Text>
        ) : (
          <StackedChart label={`${def.title} chart`} kind={def.chart!.kind} names={drawn.names} data={drawn.data} line={drawn.line} />
        ))}
    </ChartBox>
  );
}
