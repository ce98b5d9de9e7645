/**
 * Limits and thresholds of the user-details screen, word for word from specification 02 section 9
 * (and sections 2 and 5 where they are first named). The colour helpers (colours.ts) read them.
 */

/** Related accounts shown in the page; the rest open in 'View All' (section 2). */
export const RELATED_ACCOUNTS_SHOWN = 6;
/** Country lists collapse into a clickable count beyond this many (3 in the offer card). */
export const COUNTRY_LIST_COLLAPSE_AT = 5;
export const OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT = 3;
/** IAP data reaches the platform up to this many hours late (section 2). */
export const IAP_DATA_DELAY_HOURS = 24;
/** Reconciliation per month: the last this many months, the current one included. */
export const RECONCILIATION_MONTHS = 6;
/** The clicks, completes and conversion chart covers this many days (section 2, item 14). */
export const THIRTY_DAYS = 30;

/** Colour thresholds (green / amber / red) of section 9. */
export const COLOUR_THRESHOLDS = {
  /** Recon ban-rate: red at 50 or more, amber 20 to under 50, green under 20 (percent). */
  banRate: { amberFrom: 20, redFrom: 50 },
  /** Flagged-rate highlight at 0.2 or more (a share); the banned-rate summary turns red at 20 %. */
  flaggedRateFrom: 0.2,
  /** Suspicious responses: above 2 % flagged, red if also more than 1 response. */
  suspiciousResponses: { flaggedAbovePercent: 2, redAboveCount: 1 },
  /** Average CPI: at least 1 amber, at least 1.3 red. */
  avgCpi: { amberFrom: 1, redFrom: 1.3 },
  /** Earnings per click: under 0.6 green, up to 1 amber, above 1 red; ignored at 3 clicks or fewer. */
  earningsPerClick: { greenBelow: 0.6, amberUpTo: 1, ignoredUpToClicks: 3 },
  /** Time in completes: under 0.85 green, to 0.9 amber, above red. */
  timeInCompletes: { greenBelow: 0.85, amberUpTo: 0.9 },
  /** Overlap: under 0.1 green, to 0.25 amber. */
  overlap: { greenBelow: 0.1, amberUpTo: 0.25 },
  /** WS / TCP latency (ms): under 100 green, to 300 amber. */
  latency: { greenBelow: 100, amberUpTo: 300 },
  /** Latency delta (ms): under 40 green, to 60 amber. */
  latencyDelta: { greenBelow: 40, amberUpTo: 60 },
  /** Latency results (a share): above 0.5 green, 0.2 to 0.5 amber. */
  latencyResults: { greenAbove: 0.5, amberFrom: 0.2 },
  /** Device / OS mismatch (a share): under 0.1 green. */
  deviceOsMismatch: { greenBelow: 0.1 },
  /** Max time delta (seconds): 3610 or less is good. */
  maxTimeDelta: { goodUpTo: 3610 },
  /** Pattern risk banned share (percent): up to 10 green, 25 or more red; star if both at most 2. */
  patternRisk: { greenUpTo: 10, redFrom: 25, starUpTo: 2 },
  /** Supplier bans: 1 amber, 2 or more red. */
  supplierBans: { amberFrom: 1, redFrom: 2 },
  /** RDP usage (percent): above 30 red. */
  rdpUsage: { redAbove: 30 },
  /** IPQS score: 80 or more red, above 50 amber. */
  ipqsScore: { amberAbove: 50, redFrom: 80 },
  /** Verification delay (seconds): under 5 minutes green, under 10 amber. */
  verificationDelay: { greenBelowSeconds: 5 * 60, amberBelowSeconds: 10 * 60 },
  /** Carrier risk (percent banned): 60 or more red, 25 or more amber. */
  carrierRisk: { amberFrom: 25, redFrom: 60 },
  /** Reconciliation (percent): under 5 green, above 10 red. */
  reconciliation: { greenBelow: 5, redAbove: 10 },
  /** Banned duplicates (a share): under 0.05 green, to 0.2 amber. */
  bannedDuplicates: { greenBelow: 0.05, amberUpTo: 0.2 },
  /** Confidence (completes in the month): 10 or more High, 7 or more Medium, else Low. */
  confidence: { highFrom: 10, mediumFrom: 7 },
  /** Completes factor: above 3 red, above 2 amber. */
  completesFactor: { amberAbove: 2, redAbove: 3 },
  /** Offer payout badge (dollars): under 0.3 light, to 3.5 medium, above dark. */
  offerPayout: { lightBelow: 0.3, mediumUpTo: 3.5 },
  /** Event delay is good when above half the average delay minus 600 (seconds). */
  eventDelay: { averageShare: 0.5, minusSeconds: 600 },
  /** Matching probability: 99/100 dark, 80 medium, 50 light. */
  matchingProbability: { darkFrom: 99, mediumFrom: 80, lightFrom: 50 },
  /** Breach button green at 3 or more breaches. */
  breaches: { greenFrom: 3 },
  /** Connected accounts amber at 2 or fewer. */
  connectedAccounts: { amberUpTo: 2 },
} as const;

/**
 * A high-risk row of the quality red flags (subnets, IP ranges, cities, signup IPs): its ban rate
 * reaches the amber ban-rate threshold, among at least this many users besides the user.
 */
export const HIGH_RISK_MIN_OTHER_USERS = 1;

/** The live query form's endpoints (section 5). */
export const LIVE_QUERY_ENDPOINTS = ['default', 'partners'] as const;
/** The live query form's devices. */
export const LIVE_QUERY_DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** Connected-accounts check states (section 4): not checked, none found, or a sum of found accounts. */
export const CONNECTED_ACCOUNTS_STATUS = { notChecked: 'not_checked', noConnected: 'no_connected', connected: 'connected' } as const;

/** Drill-down types of the high-risk user profiling table (section 2). */
export const HIGH_RISK_PROFILING_TYPES = ['total', 'banned', 'activated'] as const;

/** Buyer ban types and their names. */
export const BUYER_BAN_TYPES: Readonly<Record<number, string>> = { 1: 'Quality', 2: 'Reconciliation', 3: 'Manual', 4: 'Fraud' };

/** Supplier ban types of a user and their names (section 4): 5 bans, 6 disables. */
export const SUPPLIER_BAN_TYPES: Readonly<Record<number, string>> = { 5: 'Ban', 6: 'Disable' };

/** Default and largest page sizes of the user-details drill-down tables. */
export const USER_DETAILS_PAGE_SIZE = { default: 20, max: 100 } as const;
