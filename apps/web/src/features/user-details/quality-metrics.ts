import {
  avgCpiColour,
  completesFactorColour,
  deviceOsMismatchColour,
  earningsPerClickColour,
  ipqsScoreColour,
  latencyColour,
  latencyDeltaColour,
  latencyResultsColour,
  maxTimeDeltaColour,
  overlapColour,
  patternRiskColour,
  patternRiskStar,
  rdpUsageColour,
  supplierBansColour,
  suspiciousResponsesColour,
  timeInCompletesColour,
  type Colour,
  type UserDetails,
} from '@bo/contract';
import type { MetricScreen } from './metric-links.ts';

/** One metric of the Quality section as shown: its label, its text and its colour (null: not judged). */
export interface QualityMetric {
  label: string;
  value: string;
  colour: Colour | null;
  /** The log screen the figure comes from, opened filtered by the user. */
  screen?: MetricScreen;
  /** Opens the pattern-risk user list instead of a screen. */
  opensPatternRiskUsers?: boolean;
}

const SECONDS_PER_HOUR = 3600;
const NOT_MEASURED = '-';

const share = (value: number): string => `${(value * 100).toFixed(2)}%`;
const measured = <T>(value: T | null, show: (v: T) => string, colour: (v: T) => Colour | null): Pick<QualityMetric, 'value' | 'colour'> =>
  value === null ? { value: NOT_MEASURED, colour: null } : { value: show(value), colour: colour(value) };

/**
 * A timezone or country mismatch: red when the place is on the risky list (section 9), amber for
 * a mismatch elsewhere, green when the two agree.
 */
export const locationMismatchColour = (isMismatch: boolean, isRisky: boolean): Colour => (isRisky ? 'red' : isMismatch ? 'amber' : 'green');

/** The metrics of section 9 in the order of section 2, item 9, each coloured by the contract's thresholds. */
export function qualityMetrics(details: UserDetails): QualityMetric[] {
  const q = details.quality;
  const c = q.click_additional_metrics;
  const factor = details.completes_factor;
  const pattern = q.pattern_risk;
  const star = patternRiskStar(pattern.banned_percentage, pattern.banned_percentage_24h) ? ' ★' : '';
  return [
    {
      label: 'Suspicious Response Codes',
      value: `${q.suspicious_response_percentage.toFixed(2)}% (${q.suspicious_response_count})`,
      colour: suspiciousResponsesColour(q.suspicious_response_percentage, q.suspicious_response_count),
      screen: 'clicks',
    },
    { label: 'Avg Publisher CPI', value: `$${c.avg_cpi.toFixed(2)}`, colour: avgCpiColour(c.avg_cpi), screen: 'clicks' },
    {
      label: 'Earnings Per Click',
      value: `$${c.earnings_per_click.toFixed(2)} (${c.clicks_count} clicks)`,
      colour: earningsPerClickColour(c.earnings_per_click, c.clicks_count),
      screen: 'clicks',
    },
    {
      label: 'Time In Completes',
      value: share(c.time_in_completes_percentage),
      colour: timeInCompletesColour(c.time_in_completes_percentage),
      screen: 'completes',
    },
    {
      label: 'Overlapping Completes',
      value: `${q.overlapping_completes} (${share(q.overlap_rate)})`,
      colour: overlapColour(q.overlap_rate),
      screen: 'completes',
    },
    {
      label: 'Completes Factor',
      ...measured(factor.total, (v) => `${v.toFixed(2)} (${factor.total_alert} alerts)`, completesFactorColour),
      screen: 'completes',
    },
    { label: 'Median TCP Latency', ...measured(q.the_second_median_tcp_latency, (v) => `${v} ms`, latencyColour), screen: 'latency_logs' },
    { label: 'Median WS Latency', ...measured(q.the_second_median_ws_latency, (v) => `${v} ms`, latencyColour), screen: 'latency_logs' },
    {
      label: 'Median Latency Delta',
      ...measured(q.the_second_median_latency_delta, (v) => `${v} ms`, latencyDeltaColour),
      screen: 'latency_logs',
    },
    { label: 'Latency Results', ...measured(q.the_second_latency_results, share, latencyResultsColour), screen: 'latency_logs' },
    { label: 'Device OS Mismatch', ...measured(q.device_os_mismatch_percentage, share, deviceOsMismatchColour), screen: 'device_results' },
    {
      label: 'Max Time Delta',
      ...measured(q.max_time_delta, (v) => `${(v / SECONDS_PER_HOUR).toFixed(2)} h`, maxTimeDeltaColour),
      screen: 'timezone_results',
    },
    {
      label: 'Timezone Mismatch',
      value: `${q.timezone_mismatch.device_timezone ?? NOT_MEASURED} / ${q.timezone_mismatch.ip_timezone ?? NOT_MEASURED}`,
      colour: locationMismatchColour(q.timezone_mismatch.is_mismatch, q.timezone_mismatch.is_risky),
      screen: 'timezone_results',
    },
    {
      label: 'Country Mismatch',
      value: [q.country_mismatch.country ?? NOT_MEASURED, ...q.country_mismatch.ip_countries].join(', '),
      colour: locationMismatchColour(q.country_mismatch.is_mismatch, q.country_mismatch.is_risky),
      screen: 'ip_logs',
    },
    {
      label: 'Pattern Risk',
      value: `${pattern.banned_percentage.toFixed(2)}% of ${pattern.total} (24h ${pattern.banned_percentage_24h.toFixed(2)}%)${star}`,
      colour: patternRiskColour(pattern.banned_percentage),
      opensPatternRiskUsers: true,
    },
    { label: 'Supplier Bans', value: String(q.supplier_bans_count), colour: supplierBansColour(q.supplier_bans_count) },
    { label: 'Detected Languages', value: q.detected_languages.join(', ') || NOT_MEASURED, colour: null },
    { label: 'RDP Usage', ...measured(q.ipqs_rdp_data.rdp_usage, (v) => `${v.toFixed(2)}%`, rdpUsageColour), screen: 'ip_logs' },
    { label: 'IPQS Score', ...measured(q.ipqs_score, String, ipqsScoreColour), screen: 'ip_logs' },
  ];
}

/** How many metrics are red and how many amber: the summary header's verdict, read off the Quality section's colours. */
export function metricColourCounts(metrics: readonly QualityMetric[]): { red: number; amber: number } {
  return {
    red: metrics.filter((m) => m.colour === 'red').length,
    amber: metrics.filter((m) => m.colour === 'amber').length,
  };
}
