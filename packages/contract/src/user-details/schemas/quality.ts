import { z } from 'zod';
import { ZCount, ZPercent, ZUserStatus } from './common.ts';

/** A banned user of a high-risk group, listed by id with its status (section 2, item 15). */
export const ZRiskBannedUser = z.object({ user_id: z.number().int(), status: ZUserStatus });

const riskFigures = {
  total_users: ZCount,
  banned_users: ZCount,
  ban_rate: ZPercent,
  /** The group's banned users, the first few by id (banned_users counts them all). */
  banned_user_list: z.array(ZRiskBannedUser),
};

export type RiskBannedUser = z.infer<typeof ZRiskBannedUser>;
/** The figures of a red-flag row, whichever trait it is of. */
export type RiskFigures = z.infer<z.ZodObject<typeof riskFigures>>;

/** Users sharing a network trait with the user, and how many of them are banned (ban_rate in percent). */
export const ZSubnetRow = z.object({ subnet: z.string(), ...riskFigures });
export const ZIpRangeRow = z.object({ ip_range: z.string(), ...riskFigures });
export const ZCityRow = z.object({ city: z.string(), ...riskFigures });
export const ZSignupIpRow = z.object({ signup_ip: z.string(), ...riskFigures });

/**
 * A red-flag group (subnets, IP ranges, cities, signup IPs): the high-risk rows (ban rate at the
 * amber ban-rate threshold or more), and over them the users, banned users and ban rate.
 */
const riskGroup = <R extends z.ZodType>(row: R) =>
  z.object({ count: ZCount, users: ZCount, banned_users: ZCount, ban_rate: ZPercent, rows: z.array(row) });

export const ZHighRiskSubnets = riskGroup(ZSubnetRow);
export const ZHighRiskIpRanges = riskGroup(ZIpRangeRow);
export const ZHighRiskCities = riskGroup(ZCityRow);
export const ZHighRiskSignupIps = riskGroup(ZSignupIpRow);
/** A red-flag group's figures over its rows. */
export type RiskGroupFigures = Omit<z.infer<typeof ZHighRiskSubnets>, 'rows'>;
/** A red-flag row named by its trait (the subnet, IP range, city or signup IP), as the tables list them. */
export type RiskRow = RiskFigures & { name: string };
/** A red-flag group as user details shows it: its title, its figures and its named rows. */
export interface RiskGroup {
  title: string;
  group: RiskGroupFigures;
  rows: RiskRow[];
}

/** One answer pair of the high-risk user profiling table (specification 02, section 3). */
export const ZHighRiskProfilingRow = z.object({
  first_answer_id: z.number().int(),
  second_answer_id: z.number().int(),
  first_question: z.string(),
  first_answer: z.string(),
  second_question: z.string(),
  second_answer: z.string(),
  language: z.string(),
  total_users: ZCount,
  banned_users: ZCount,
  /** total minus banned. */
  activated_users: ZCount,
  banned_percentage: ZPercent,
});
export type HighRiskProfilingRow = z.infer<typeof ZHighRiskProfilingRow>;

/** Quality metrics and red flags (specification 02, section 3, "Quality"). Outside-feed figures are null until the feed has the user. */
export const ZQuality = z.object({
  is_suspicious_activity_pattern: z.boolean(),
  is_suspicious_click_pattern: z.boolean(),
  suspicious_user_profiling: z.object({ flag: z.boolean(), data: z.array(ZHighRiskProfilingRow) }),
  high_risk_subnets: ZHighRiskSubnets,
  high_risk_ip_ranges: ZHighRiskIpRanges,
  high_risk_cities: ZHighRiskCities,
  high_risk_signup_ips: ZHighRiskSignupIps,
  suspicious_response_percentage: ZPercent,
  suspicious_response_count: ZCount,
  click_additional_metrics: z.object({
    avg_cpi: z.number(),
    earnings_per_click: z.number(),
    /** Share (0..1) of the user's survey minutes (by length of interview) spent in completes. */
    time_in_completes_percentage: z.number(),
    clicks_count: ZCount,
  }),
  /** Share (0..1) of completes overlapping in time another complete of the user. */
  overlap_rate: z.number(),
  overlapping_completes: ZCount,
  the_second_median_tcp_latency: z.number().nullable(),
  the_second_median_ws_latency: z.number().nullable(),
  the_second_median_latency_delta: z.number().nullable(),
  the_second_latency_results: z.number().nullable(),
  device_os_mismatch_percentage: z.number().nullable(),
  /** Seconds. */
  max_time_delta: z.number().int().nullable(),
  timezone_mismatch: z.object({
    device_timezone: z.string().nullable(),
    ip_timezone: z.string().nullable(),
    is_mismatch: z.boolean(),
    is_risky: z.boolean(),
  }),
  country_mismatch: z.object({
    country: z.string().nullable(),
    /** Other countries the user's IP logs come from. */
    ip_countries: z.array(z.string()),
    is_mismatch: z.boolean(),
    is_risky: z.boolean(),
  }),
  pattern_risk: z.object({
    total: ZCount,
    banned_percentage: ZPercent,
    banned_percentage_24h: ZPercent,
    app_id: z.number().int(),
    country_code: z.string().nullable(),
    external_source: z.string().nullable(),
  }),
  supplier_bans_count: ZCount,
  detected_languages: z.array(z.string()),
  ipqs_rdp_data: z.object({ rdp_usage: z.number().nullable(), ipqs_unique_ips_avg: z.number().nullable() }),
  ipqs_score: z.number().int().nullable(),
});
export type Quality = z.infer<typeof ZQuality>;

/** One open-end answer of the quality questions (specification 02, section 2, item 11). */
export const ZQualityAnswer = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  is_copy_pasted: z.boolean(),
  detected_language: z.string().nullable(),
  identical_count: ZCount,
  similar_count: ZCount,
  /** Banned share (0..1) of the users who gave the identical or a similar answer. */
  banned_duplicate_percentage: z.number(),
  created_at: z.string(),
});
export const ZQualityQuestions = z.object({ answers: z.array(ZQualityAnswer) });
