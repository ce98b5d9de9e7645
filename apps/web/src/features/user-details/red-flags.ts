import type { RiskGroup, UserDetails } from '@bo/contract';

/** One red flag of section 9: raised or not. */
export interface RedFlag {
  label: string;
  raised: boolean;
}

/** The four red flags of section 9 in the specification's order. */
export function redFlags(details: UserDetails): RedFlag[] {
  const q = details.quality;
  return [
    { label: 'Suspicious Activity Pattern', raised: q.is_suspicious_activity_pattern },
    { label: 'Same Offers Taken', raised: details.related_accounts.has_same_offers_taken },
    { label: 'Suspicious Click Pattern', raised: q.is_suspicious_click_pattern },
    { label: 'Suspicious User Profiling', raised: q.suspicious_user_profiling.flag },
  ];
}

/** The high-risk groups of section 9; a group with a count above 0 is a red flag. */
export function riskGroups(details: UserDetails): RiskGroup[] {
  const q = details.quality;
  return [
    { title: 'High-Risk IP Subnets', group: q.high_risk_subnets, rows: q.high_risk_subnets.rows.map((r) => ({ ...r, name: r.subnet })) },
    {
      title: 'High-Risk IP Ranges',
      group: q.high_risk_ip_ranges,
      rows: q.high_risk_ip_ranges.rows.map((r) => ({ ...r, name: r.ip_range })),
    },
    { title: 'High-Risk Cities', group: q.high_risk_cities, rows: q.high_risk_cities.rows.map((r) => ({ ...r, name: r.city })) },
    {
      title: 'High-Risk Signup IPs',
      group: q.high_risk_signup_ips,
      rows: q.high_risk_signup_ips.rows.map((r) => ({ ...r, name: r.signup_ip })),
    },
  ];
}
