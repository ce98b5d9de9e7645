import { riskyLocation, type Quality } from '@bo/contract';
import { BURST_MIN_CLICKS } from '../constants.ts';
import { percent, round2, share } from '../format.ts';
import type { PatternFigures, SignupPattern } from '../pattern.ts';
import type { PairRow } from '../profiling-pairs.ts';
import type { SurveyTotals } from './activity-totals.ts';
import type { NetworkFlags } from './networks.ts';
import type { RiskFeed } from './outside-feeds.ts';
import type { RecentClickFigures } from './recent-clicks.ts';

export interface QualityInputs {
  country: string | null;
  surveys: SurveyTotals;
  recent: RecentClickFigures;
  networks: NetworkFlags;
  pairs: PairRow[];
  pattern: SignupPattern;
  patternFigures: PatternFigures;
  feed: RiskFeed;
  ipCountries: string[];
  supplierBans: number;
  detectedLanguages: string[];
}

/** The quality block (specification 02, section 3): figures computed from the user's rows plus the outside feed. */
export function presentQuality(q: QualityInputs): Quality {
  const { surveys, recent, feed } = q;
  const countryRisk = riskyLocation(q.country, null);
  const tzRisk = riskyLocation(null, feed.device_timezone);
  const ipTzRisk = riskyLocation(null, feed.ip_timezone);
  const otherCountries = q.ipCountries.filter((c) => c !== q.country);
  return {
    is_suspicious_activity_pattern: feed.is_suspicious_activity_pattern,
    is_suspicious_click_pattern: recent.burstClicks >= BURST_MIN_CLICKS,
    suspicious_user_profiling: {
      flag: q.pairs.length > 0,
      data: q.pairs.map((p) => ({
        ...p,
        activated_users: p.total_users - p.banned_users,
        banned_percentage: percent(p.banned_users, p.total_users),
      })),
    },
    high_risk_subnets: q.networks.subnets,
    high_risk_ip_ranges: q.networks.ipRanges,
    high_risk_cities: q.networks.cities,
    high_risk_signup_ips: q.networks.signupIps,
    suspicious_response_percentage: percent(surveys.suspicious, surveys.clicks),
    suspicious_response_count: surveys.suspicious,
    click_additional_metrics: {
      avg_cpi: surveys.completes > 0 ? round2(surveys.revenue / surveys.completes) : 0,
      earnings_per_click: surveys.clicks > 0 ? round2(surveys.revenue / surveys.clicks) : 0,
      time_in_completes_percentage: recent.timeInCompletes,
      clicks_count: surveys.clicks,
    },
    overlap_rate: share(recent.overlapping, recent.completes),
    overlapping_completes: recent.overlapping,
    the_second_median_tcp_latency: feed.median_tcp_latency,
    the_second_median_ws_latency: feed.median_ws_latency,
    the_second_median_latency_delta: feed.median_latency_delta,
    the_second_latency_results: feed.latency_results,
    device_os_mismatch_percentage: feed.device_os_mismatch,
    max_time_delta: feed.max_time_delta,
    timezone_mismatch: {
      device_timezone: feed.device_timezone,
      ip_timezone: feed.ip_timezone,
      is_mismatch: feed.device_timezone !== null && feed.ip_timezone !== null && feed.device_timezone !== feed.ip_timezone,
      is_risky: tzRisk.timezone || ipTzRisk.timezone,
    },
    country_mismatch: {
      country: q.country,
      ip_countries: otherCountries,
      is_mismatch: otherCountries.length > 0,
      is_risky: countryRisk.country || otherCountries.some((c) => riskyLocation(c, null).country),
    },
    pattern_risk: {
      total: q.patternFigures.total,
      banned_percentage: percent(q.patternFigures.banned, q.patternFigures.total),
      banned_percentage_24h: percent(q.patternFigures.banned24h, q.patternFigures.total24h),
      app_id: q.pattern.app_id,
      country_code: q.pattern.country_code,
      external_source: q.pattern.external_source,
    },
    supplier_bans_count: q.supplierBans,
    detected_languages: q.detectedLanguages,
    ipqs_rdp_data: { rdp_usage: feed.rdp_usage, ipqs_unique_ips_avg: feed.ipqs_unique_ips_avg },
    ipqs_score: feed.ipqs_score,
  };
}
