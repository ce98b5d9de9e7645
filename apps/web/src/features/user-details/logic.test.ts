import { type Reconciliation, type SupplierStatistic, type UserDetails } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { answerText } from './copy-paste-label.ts';
import { metricScreenTarget } from './metric-links.ts';
import { locationMismatchColour, metricColourCounts, qualityMetrics } from './quality-metrics.ts';
import { redFlags, riskGroups } from './red-flags.ts';
import { RECONCILED_COMPLETE_STATUS, reconciledCompletesTarget } from './reconciliation-link.ts';
import { visibleSuppliers } from './sections/SupplierStatisticsSection.tsx';

const riskGroup = { count: 0, users: 0, banned_users: 0, ban_rate: 0, rows: [] };

/** The figures qualityMetrics reads; the rest of the details answer plays no part. */
const detailsWith = (quality: Partial<UserDetails['quality']>, factor: UserDetails['completes_factor']): UserDetails =>
  ({
    completes_factor: factor,
    quality: {
      is_suspicious_activity_pattern: false,
      is_suspicious_click_pattern: false,
      suspicious_user_profiling: { flag: false, data: [] },
      high_risk_subnets: riskGroup,
      high_risk_ip_ranges: riskGroup,
      high_risk_cities: riskGroup,
      high_risk_signup_ips: riskGroup,
      suspicious_response_percentage: 0,
      suspicious_response_count: 0,
      click_additional_metrics: { avg_cpi: 0.5, earnings_per_click: 2, time_in_completes_percentage: 0.5, clicks_count: 3 },
      overlap_rate: 0,
      overlapping_completes: 0,
      the_second_median_tcp_latency: null,
      the_second_median_ws_latency: null,
      the_second_median_latency_delta: null,
      the_second_latency_results: null,
      device_os_mismatch_percentage: null,
      max_time_delta: 3611,
      timezone_mismatch: { device_timezone: 'Africa/Lagos', ip_timezone: 'Europe/Berlin', is_mismatch: true, is_risky: true },
      country_mismatch: { country: 'DE', ip_countries: [], is_mismatch: false, is_risky: false },
      pattern_risk: { total: 10, banned_percentage: 1, banned_percentage_24h: 2, app_id: 1, country_code: 'DE', external_source: null },
      supplier_bans_count: 2,
      detected_languages: [],
      ipqs_rdp_data: { rdp_usage: null, ipqs_unique_ips_avg: null },
      ipqs_score: 92,
      ...quality,
    },
  }) as unknown as UserDetails;

const byLabel = (details: UserDetails) => Object.fromEntries(qualityMetrics(details).map((m) => [m.label, m]));

describe('qualityMetrics', () => {
  it('colours each figure by the contract thresholds', () => {
    const m = byLabel(detailsWith({}, { total: 3.5, total_actual: 3, total_alert: 2 }));
    expect(m['IPQS Score']).toEqual({ label: 'IPQS Score', value: '92', colour: 'red', screen: 'ip_logs' });
    expect(m['Supplier Bans']?.colour).toBe('red');
    expect(m['Max Time Delta']?.colour).toBe('red');
    expect(m['Completes Factor']).toMatchObject({ value: '3.50 (2 alerts)', colour: 'red' });
    expect(m['Avg Publisher CPI']?.colour).toBe('green');
  });
  it('leaves earnings per click uncoloured at 3 clicks or fewer', () => {
    expect(byLabel(detailsWith({}, { total: null, total_actual: null, total_alert: 0 }))['Earnings Per Click']?.colour).toBeNull();
  });
  it('shows outside-feed figures not yet measured as a dash without colour', () => {
    const m = byLabel(detailsWith({ ipqs_score: null }, { total: null, total_actual: null, total_alert: 0 }));
    expect(m['IPQS Score']).toEqual({ label: 'IPQS Score', value: '-', colour: null, screen: 'ip_logs' });
    expect(m['Completes Factor']?.colour).toBeNull();
    expect(m['Median TCP Latency']?.colour).toBeNull();
  });
  it('stars the pattern risk when both banned shares are at most 2 %', () => {
    expect(byLabel(detailsWith({}, { total: null, total_actual: null, total_alert: 0 }))['Pattern Risk']?.value).toContain('★');
  });
});

describe('metricColourCounts (the summary header)', () => {
  it('counts the red and the amber metrics; green and unjudged ones count for neither', () => {
    const metrics = qualityMetrics(detailsWith({}, { total: 2.5, total_actual: 2, total_alert: 1 }));
    const counts = metricColourCounts(metrics);
    expect(counts).toEqual({
      red: metrics.filter((m) => m.colour === 'red').length,
      amber: metrics.filter((m) => m.colour === 'amber').length,
    });
    // IPQS 92, supplier bans 2, max time delta 3611 s and the risky time zone are red; completes factor 2.5 is amber.
    expect(counts.red).toBeGreaterThanOrEqual(4);
    expect(counts.amber).toBeGreaterThanOrEqual(1);
    expect(metricColourCounts([])).toEqual({ red: 0, amber: 0 });
  });
});

describe('redFlags and riskGroups', () => {
  it('raise the flags of section 9 from the details; a group with users is a flag', () => {
    const details = {
      ...detailsWith(
        { is_suspicious_click_pattern: true, high_risk_cities: { ...riskGroup, count: 2 } },
        { total: null, total_actual: null, total_alert: 0 },
      ),
      related_accounts: { has_same_offers_taken: true },
    } as unknown as UserDetails;
    expect(
      redFlags(details)
        .filter((f) => f.raised)
        .map((f) => f.label),
    ).toEqual(['Same Offers Taken', 'Suspicious Click Pattern']);
    expect(riskGroups(details).map((g) => [g.title, g.group.count])).toEqual([
      ['High-Risk IP Subnets', 0],
      ['High-Risk IP Ranges', 0],
      ['High-Risk Cities', 2],
      ['High-Risk Signup IPs', 0],
    ]);
  });
});

describe('quality metric links (section 2, item 9)', () => {
  const metrics = byLabel(detailsWith({}, { total: null, total_actual: null, total_alert: 0 }));
  it('each log-based figure names the screen it comes from; pattern risk opens its user list', () => {
    expect(metrics['Suspicious Response Codes']?.screen).toBe('clicks');
    expect(metrics['Earnings Per Click']?.screen).toBe('clicks');
    expect(metrics['Overlapping Completes']?.screen).toBe('completes');
    expect(metrics['Median WS Latency']?.screen).toBe('latency_logs');
    expect(metrics['Device OS Mismatch']?.screen).toBe('device_results');
    expect(metrics['Timezone Mismatch']?.screen).toBe('timezone_results');
    expect(metrics['Country Mismatch']?.screen).toBe('ip_logs');
    expect(metrics['Pattern Risk']).toMatchObject({ opensPatternRiskUsers: true });
    expect(metrics['Pattern Risk']?.screen).toBeUndefined();
    expect(metrics['Detected Languages']?.screen).toBeUndefined();
  });
  it('filters a table screen by the user, in the list engine filter names', () => {
    expect(metricScreenTarget('clicks', 11)).toEqual({ routeName: 'clicks', query: { 'filter[userId]': 11 } });
    expect(metricScreenTarget('completes', 11)).toEqual({ routeName: 'completes', query: { 'filter[userId]': 11 } });
    expect(metricScreenTarget('ip_logs', 11)).toEqual({ routeName: 'ip_logs', query: { 'filter[userId]': 11 } });
  });
  it('opens the latency, device and timezone logs filtered by the user (issue 17)', () => {
    for (const screen of ['latency_logs', 'device_results', 'timezone_results'] as const) {
      expect(metricScreenTarget(screen, 11)).toEqual({ routeName: screen, query: { 'filter[userId]': 11 } });
    }
  });
});

describe('locationMismatchColour', () => {
  it('is red on the risky list, amber for another mismatch, green otherwise', () => {
    expect(locationMismatchColour(true, true)).toBe('red');
    expect(locationMismatchColour(false, true)).toBe('red');
    expect(locationMismatchColour(true, false)).toBe('amber');
    expect(locationMismatchColour(false, false)).toBe('green');
  });
});

describe('reconciledCompletesTarget', () => {
  it('filters the completes by user, the shown months to today, and status 2', () => {
    const reconciliation = {
      months: [{ first_day_of_month: '2026-11-01' }, { first_day_of_month: '2026-06-01' }],
      total: { reconciled_count: 0, completes_count: 0, current: 0 },
    } as unknown as Reconciliation;
    expect(reconciledCompletesTarget(20, reconciliation, new Date('2026-11-22T04:00:00Z'))).toEqual({
      routeName: 'completes',
      query: {
        'filter[userId]': 20,
        'filter[status]': RECONCILED_COMPLETE_STATUS,
        'filter[completed_atFrom]': '2026-06-01',
        'filter[completed_atTo]': '2026-11-22',
      },
    });
  });
});

describe('visibleSuppliers', () => {
  const rows = [
    { id: 1, total_clicks: 4 },
    { id: 2, total_clicks: 0 },
  ] as SupplierStatistic[];
  it('hides suppliers without clicks unless the switch is on', () => {
    expect(visibleSuppliers(rows, false).map((r) => r.id)).toEqual([1]);
    expect(visibleSuppliers(rows, true).map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('answerText', () => {
  it("shows the stored 'Copied/Pasted' marker as 'Copy/Pasted'", () => {
    expect(answerText('Longer battery life. (Copied/Pasted)')).toBe('Longer battery life. (Copy/Pasted)');
    expect(answerText('Plain answer')).toBe('Plain answer');
  });
});
