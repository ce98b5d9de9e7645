import { USER_DETAILS_EMPTY, type UserDetails } from '@bo/contract';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Text } from '@mantine/core';
import { payoutRows } from './payout-rows.ts';

type PayoutChartData = UserDetails['daily_payout_chart'];

const SERIES_COLOURS = ['blue.6', 'teal.6', 'grape.6', 'orange.6'] as const;

/** Section 7: publisher payout per day (daily_payout_chart series and labels), in dollars. */
export function PayoutChart({ chart }: { chart: PayoutChartData }) {
  if (chart.labels.length === 0 || chart.series.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <BarChart
      h={260}
      data={payoutRows(chart)}
      dataKey="day"
      type="stacked"
      withLegend
      valueFormatter={(v) => `$${v.toFixed(2)}`}
      series={chart.series.map((s, i) => ({ name: s.name, color: SERIES_COLOURS[i % SERIES_COLOURS.length] ?? 'blue.6' }))}
    />
  );
}
