import { USER_DETAILS_EMPTY, type UserDetails } from '@bo/contract';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Text } from '@mantine/core';

type Rates = UserDetails['completes_and_conversion_rates_thirty_days_ago'];

/** Chart rows of the 30-day series: one per day (YYYY-MM-DD). */
export const thirtyDayRows = (rates: Rates) =>
  rates.labels.map((day, i) => ({
    day,
    Clicks: rates.clicks[i] ?? 0,
    Completes: rates.completes[i] ?? 0,
    'Conversion %': rates.conversion[i] ?? 0,
  }));

/** Section 14: clicks, completes and conversion per day over the last 30 days. */
export function ThirtyDayChart({ rates }: { rates: Rates }) {
  if (rates.labels.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <LineChart
      h={260}
      data={thirtyDayRows(rates)}
      dataKey="day"
      withLegend
      series={[
        { name: 'Clicks', color: 'blue.6' },
        { name: 'Completes', color: 'green.6' },
        { name: 'Conversion %', color: 'orange.6' },
      ]}
    />
  );
}
