import type { Queryable } from '@bo/db';
import { iso, numOrNull } from '../format.ts';

/** What the outside scoring service last reported (admin.user_risk_feed); null until it has the user. */
export interface RiskFeed {
  ipqs_score: number | null;
  is_suspicious_activity_pattern: boolean;
  median_tcp_latency: number | null;
  median_ws_latency: number | null;
  median_latency_delta: number | null;
  latency_results: number | null;
  device_os_mismatch: number | null;
  max_time_delta: number | null;
  device_timezone: string | null;
  ip_timezone: string | null;
  rdp_usage: number | null;
  ipqs_unique_ips_avg: number | null;
}

const EMPTY_FEED: RiskFeed = {
  ipqs_score: null,
  is_suspicious_activity_pattern: false,
  median_tcp_latency: null,
  median_ws_latency: null,
  median_latency_delta: null,
  latency_results: null,
  device_os_mismatch: null,
  max_time_delta: null,
  device_timezone: null,
  ip_timezone: null,
  rdp_usage: null,
  ipqs_unique_ips_avg: null,
};

export async function loadRiskFeed(db: Queryable, userId: number): Promise<RiskFeed> {
  const { rows } = await db.query<Record<keyof RiskFeed, unknown>>(
    `SELECT ipqs_score, is_suspicious_activity_pattern, median_tcp_latency, median_ws_latency, median_latency_delta, latency_results,
       device_os_mismatch, max_time_delta, device_timezone, ip_timezone, rdp_usage, ipqs_unique_ips_avg
     FROM admin.user_risk_feed WHERE user_id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return EMPTY_FEED;
  return {
    ipqs_score: numOrNull(r.ipqs_score),
    is_suspicious_activity_pattern: r.is_suspicious_activity_pattern === true,
    median_tcp_latency: numOrNull(r.median_tcp_latency),
    median_ws_latency: numOrNull(r.median_ws_latency),
    median_latency_delta: numOrNull(r.median_latency_delta),
    latency_results: numOrNull(r.latency_results),
    device_os_mismatch: numOrNull(r.device_os_mismatch),
    max_time_delta: numOrNull(r.max_time_delta),
    device_timezone: (r.device_timezone as string | null) ?? null,
    ip_timezone: (r.ip_timezone as string | null) ?? null,
    rdp_usage: numOrNull(r.rdp_usage),
    ipqs_unique_ips_avg: numOrNull(r.ipqs_unique_ips_avg),
  };
}

export interface EmailCheckRow {
  breaches_count: number;
  breach_list: Array<{ name: string; date: string | null; data_classes: string[] }>;
  email_first_seen_at: Date | string | null;
  breaches_checked_at: Date | null;
  connected_checked_at: Date | null;
  connected_count: number;
}

/** The e-mail checks of the user and how many connected accounts the identity service found. */
export async function loadEmailChecks(db: Queryable, userId: number): Promise<EmailCheckRow | null> {
  const { rows } = await db.query<EmailCheckRow>(
    `SELECT e.breaches_count, e.breach_list, e.email_first_seen_at, e.breaches_checked_at, e.connected_checked_at,
       (SELECT count(*)::int FROM admin.user_connected_accounts c WHERE c.user_id = e.user_id) AS connected_count
     FROM admin.user_email_checks e WHERE e.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whole days since a date, or null. */
function daysSince(value: Date | string | null, now: Date): number | null {
  const at = iso(value);
  return at === null ? null : Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 86_400_000));
}

/** The breach check as the details and the check call answer it: nothing until staff ran it. */
export function presentBreaches(row: EmailCheckRow | null, now: Date, checked: boolean) {
  if (!checked) return { checked: false, count: null, breach_list: [], email_age: null };
  return {
    checked: true,
    count: row?.breaches_count ?? 0,
    breach_list: (row?.breach_list ?? []).map((b) => ({ name: b.name, date: b.date ?? null, data_classes: b.data_classes ?? [] })),
    email_age: daysSince(row?.email_first_seen_at ?? null, now),
  };
}

/** not_checked until staff ran the check, then no_connected or connected with the sum. */
export function presentConnectedStatus(row: EmailCheckRow | null, checked: boolean) {
  if (!checked) return { status: 'not_checked' as const, sum: null };
  const sum = row?.connected_count ?? 0;
  return sum > 0 ? { status: 'connected' as const, sum } : { status: 'no_connected' as const, sum: 0 };
}
