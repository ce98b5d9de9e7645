/**
 * Server-side rules of the user-details figures that the specification names but does not define;
 * each is chosen here once, with its reason, so the SQL and the tests read the same value.
 */

/** Banned for the ban rates, flagged shares and duplicate checks: Banned and Shadow Banned. */
export const BANNED_STATUSES: readonly number[] = [2, 3];

/**
 * Screen-out codes that point at a cheater rather than a mismatch (suspicious responses). Mirrored in SQL by
 * admin.is_suspicious_response (migration 079), which the per-user rollup counts with; user-click-days.test.ts checks the two agree.
 */
export const SUSPICIOUS_RESPONSE_STATUSES: readonly string[] = ['screenout_quality', 'screenout_speeding', 'screenout_duplicate'];

/** The click-pattern, overlap and time-in-completes figures read the user's most recent clicks. */
export const RECENT_CLICKS_WINDOW = 1000;
/** Suspicious click pattern: at least this many of the recent clicks came within BURST_GAP_SECONDS of the previous one. */
export const BURST_MIN_CLICKS = 10;
export const BURST_GAP_SECONDS = 10;

/** IPs of the user's latest ip logs the network red flags start from, and at most this many groups each. */
export const NETWORK_IP_LOGS_WINDOW = 200;
export const NETWORK_GROUPS_LIMIT = 20;
/** Ban rates of big groups (a city, a carrier) count at most this many of its users. */
export const GROUP_SAMPLE_USERS = 5000;
/** Each high-risk subnet, IP range, city and signup IP lists at most this many of its banned users. */
export const BANNED_USERS_LISTED = 20;

/** Pattern risk: users of the same app, country and source who signed up within this many days of the user. */
export const PATTERN_WINDOW_DAYS = 7;
export const PATTERN_USERS_LISTED = 100;

/** Matching probability by shared attribute (the 99/100, 80 and 50 of the specification's shades). */
export const MATCH_PROBABILITY: Readonly<Record<string, number>> = { phone: 100, email: 99, device: 80, ip: 50 };
export const MATCH_LABEL: Readonly<Record<string, string>> = { phone: 'Phone', email: 'E-mail', device: 'Device', ip: 'IP' };
/** Related accounts fetched (the page shows 6, 'View All' the rest). */
export const RELATED_ACCOUNTS_LIMIT = 50;

/**
 * A survey counts as high-recon (left out of a user's monthly figure, the star) when at least this
 * share of its completes, over at least this many, was reconciled.
 */
export const HIGH_RECON_SURVEY = { minCompletes: 10, minShare: 0.3 } as const;
/** Reconciliations arrive within this many days of a complete: younger months show a projection. */
export const RECONCILIATION_WINDOW_DAYS = 30;

/** Open-end answers, offers and events listed on the page. */
export const QUALITY_ANSWERS_LISTED = 20;
export const OFFERS_LISTED = 50;
export const EVENTS_PER_OFFER = 50;
export const SIMILAR_PROFILES_LISTED = 50;
/** Sibling cards list this many top rewards. */
export const TOP_REWARDS = 5;
/** The live query checks at most this many of the queried surveys, best score first. */
export const LIVE_QUERY_CHECK_LIMIT = 200;
/** The router the curl command of the live query targets. */
export const LIVE_QUERY_ROUTER_URL = 'https://router.internal/api/v1';
