import type { UserDetails } from '@bo/contract';

/** Chart rows of the daily payout: one per label (day), one field per series. */
export const payoutRows = (chart: UserDetails['daily_payout_chart']) =>
  chart.labels.map((day, i) => ({ day, ...Object.fromEntries(chart.series.map((s) => [s.name, s.data[i] ?? 0])) }));
