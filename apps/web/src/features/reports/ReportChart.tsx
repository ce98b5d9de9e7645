import { MEASURE, REPORT_MESSAGES, type ReportDef, type ReportMeasure } from '@bo/contract';
import { seriesPoints, stackedPoints } from './report-stack.ts';
import { AreaChart, BarChart, CompositeChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Text } from '@mantine/core';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'gray.6'];

export interface ReportChartProps {
  /** What the chart draws: a report's, or a page's own chart of the same kind (a named bonus's grants per day). */
  def: Pick<ReportDef, 'title' | 'chart' | 'measures'>;
  points: readonly Record<string, unknown>[];
  /** A point was clicked: its period (the first day). */
  onPoint?: (period: string) => void;
  /** A stacked chart's grouping (the view's first): the points carry its label per value. */
  stackBy?: string;
}

type ChartClick = (state: { activeLabel?: string | number } | null) => void;

export interface StackedChartProps {
  /** The chart's accessible name. */
  label: string;
  kind: 'area' | 'bar';
  /** The stacked series, in order (stackedPoints). */
  names: readonly string[];
  /** One row per period: `period`, a value per name (and the line's). */
  data: Record<string, string | number>[];
  /** A series of the rows drawn as a line on the right axis over the stack (a ratio, e.g. ROAS). */
  line?: string;
  onClick?: ChartClick;
}

/** Areas or bars stacked per period (a report's grouping, a table's stack column), with an optional line on the right axis. */
export function StackedChart({ label, kind, names, data, line, onClick }: StackedChartProps) {
  const series = names.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }));
  if (kind === 'area' && !line) {
    return (
      <AreaChart
        h={280}
        data={data}
        dataKey="period"
        type="stacked"
        withLegend
        aria-label={label}
        series={series}
        areaChartProps={{ onClick }}
      />
    );
  }
  return (
    <CompositeChart
      h={280}
      data={data}
      dataKey="period"
      withLegend
      aria-label={label}
      withRightYAxis={Boolean(line)}
      series={[
        ...series.map((s) => ({ ...s, type: kind })),
        ...(line ? [{ name: line, color: 'dark.4', type: 'line' as const, yAxisId: 'right' }] : []),
      ]}
      barProps={{ stackId: 'stack' }}
      areaProps={{ stackId: 'stack' }}
      composedChartProps={{ onClick }}
    />
  );
}

/** The report's chart (its measures by period over the whole window), from the same answer as the table. */
export function ReportChart({ def, points, onPoint, stackBy }: ReportChartProps) {
  if (points.length === 0) return <Text c="dimmed">{REPORT_MESSAGES.noData}</Text>;
  const onStackClick = onPoint
    ? (state: { activeLabel?: string | number } | null) => {
        if (state?.activeLabel !== undefined) onPoint(String(state.activeLabel));
      }
    : undefined;
  if (def.chart.seriesBy) {
    const lines = seriesPoints(points, def.chart.series[0]!.key, def.chart.seriesBy);
    return (
      <>
        <LineChart
          h={280}
          data={lines.data}
          dataKey="period"
          withLegend
          aria-label={`${def.title} chart`}
          series={lines.names.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }))}
        />
        {def.chart.xAxisLabel && (
          <Text size="xs" c="dimmed" ta="center">
            {def.chart.xAxisLabel}
          </Text>
        )}
      </>
    );
  }
  if (def.chart.stack && stackBy) {
    const stacked = stackedPoints(points, def.chart.series[0]!.key, stackBy);
    return <StackedChart label={`${def.title} chart`} kind="area" {...stacked} onClick={onStackClick} />;
  }
  // A chart may draw measures the table does not show (Response Status: outcome shares per hour).
  const measures = new Map<string, ReportMeasure>([...Object.values(MEASURE), ...def.measures].map((m) => [m.key, m]));
  const series = def.chart.series.map((s, i) => ({
    key: s.key,
    name: s.label ?? measures.get(s.key)?.label ?? s.key,
    color: COLORS[i % COLORS.length]!,
    type: s.as ?? 'line',
  }));
  const data = points.map((p) => ({ period: String(p.period), ...Object.fromEntries(series.map((s) => [s.name, Number(p[s.key] ?? 0)])) }));
  // recharts hands the clicked category to onClick as activeLabel.
  const onClick = onPoint
    ? (state: { activeLabel?: string | number } | null) => {
        if (state?.activeLabel !== undefined) onPoint(String(state.activeLabel));
      }
    : undefined;
  const common = { h: 280, data, dataKey: 'period', withLegend: true, 'aria-label': `${def.title} chart` } as const;
  if (series.some((s) => s.type === 'bar')) {
    return (
      <CompositeChart
        {...common}
        series={series.map((s) => ({ name: s.name, color: s.color, type: s.type }))}
        composedChartProps={{ onClick, style: { cursor: onPoint ? 'pointer' : undefined } }}
      />
    );
  }
  const plain = series.map((s) => ({ name: s.name, color: s.color }));
  if (def.chart.kind === 'bar') return <BarChart {...common} series={plain} barChartProps={{ onClick }} />;
  if (def.chart.kind === 'area') return <AreaChart {...common} series={plain} areaChartProps={{ onClick }} />;
  return <LineChart {...common} series={plain} lineChartProps={{ onClick }} />;
}
