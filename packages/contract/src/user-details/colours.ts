import { COLOUR_THRESHOLDS as T } from './constants.ts';

/** The traffic-light colours of the quality and reconciliation figures (specification 02, section 9). */
export type Colour = 'green' | 'amber' | 'red';
/** Shades of the offer payout badge and the matching probability. */
export type Shade = 'light' | 'medium' | 'dark';
export type Confidence = 'High' | 'Medium' | 'Low';

/** Green below `greenBelow`, amber up to and including `amberUpTo`, red above. */
const lowIsGood = (value: number, greenBelow: number, amberUpTo: number): Colour =>
  value < greenBelow ? 'green' : value <= amberUpTo ? 'amber' : 'red';

/** Recon ban rate in percent: red at 50 or more, amber 20 to under 50, green under 20. */
export const banRateColour = (percent: number): Colour =>
  percent >= T.banRate.redFrom ? 'red' : percent >= T.banRate.amberFrom ? 'amber' : 'green';

/** Flagged (banned) share of connected accounts, 0..1: highlighted at 0.2 or more. */
export const isFlaggedRateHigh = (rate: number): boolean => rate >= T.flaggedRateFrom;

/** Suspicious responses: above 2 % flagged (amber), red if also more than 1 response. */
export const suspiciousResponsesColour = (percentage: number, count: number): Colour =>
  percentage > T.suspiciousResponses.flaggedAbovePercent ? (count > T.suspiciousResponses.redAboveCount ? 'red' : 'amber') : 'green';

/** Average CPI in dollars: at least 1 amber, at least 1.3 red. */
export const avgCpiColour = (cpi: number): Colour => (cpi >= T.avgCpi.redFrom ? 'red' : cpi >= T.avgCpi.amberFrom ? 'amber' : 'green');

/** Earnings per click: under 0.6 green, up to 1 amber, above 1 red; no colour at 3 clicks or fewer. */
export const earningsPerClickColour = (epc: number, clicks: number): Colour | null =>
  clicks <= T.earningsPerClick.ignoredUpToClicks ? null : lowIsGood(epc, T.earningsPerClick.greenBelow, T.earningsPerClick.amberUpTo);

/** Share of time in completes: under 0.85 green, to 0.9 amber, above red. */
export const timeInCompletesColour = (share: number): Colour => lowIsGood(share, T.timeInCompletes.greenBelow, T.timeInCompletes.amberUpTo);

/** Overlapping completes share: under 0.1 green, to 0.25 amber, above red. */
export const overlapColour = (rate: number): Colour => lowIsGood(rate, T.overlap.greenBelow, T.overlap.amberUpTo);

/** Median WS or TCP latency in ms: under 100 green, to 300 amber, above red. */
export const latencyColour = (ms: number): Colour => lowIsGood(ms, T.latency.greenBelow, T.latency.amberUpTo);

/** Median latency delta in ms: under 40 green, to 60 amber, above red. */
export const latencyDeltaColour = (ms: number): Colour => lowIsGood(ms, T.latencyDelta.greenBelow, T.latencyDelta.amberUpTo);

/** Latency results (share of good results): above 0.5 green, 0.2 to 0.5 amber, below red. */
export const latencyResultsColour = (share: number): Colour =>
  share > T.latencyResults.greenAbove ? 'green' : share >= T.latencyResults.amberFrom ? 'amber' : 'red';

/** Device / OS mismatch share: under 0.1 green, otherwise red. */
export const deviceOsMismatchColour = (share: number): Colour => (share < T.deviceOsMismatch.greenBelow ? 'green' : 'red');

/** Max time delta in seconds: 3610 or less is good (green), more is red. */
export const maxTimeDeltaColour = (seconds: number): Colour => (seconds <= T.maxTimeDelta.goodUpTo ? 'green' : 'red');

/** Pattern risk banned share in percent: up to 10 green, 25 or more red, amber between. */
export const patternRiskColour = (percent: number): Colour =>
  percent <= T.patternRisk.greenUpTo ? 'green' : percent >= T.patternRisk.redFrom ? 'red' : 'amber';

/** The pattern-risk star: both banned shares (overall and last 24 hours) at most 2 %. */
export const patternRiskStar = (percent: number, percent24h: number): boolean =>
  percent <= T.patternRisk.starUpTo && percent24h <= T.patternRisk.starUpTo;

/** Supplier bans: none green, 1 amber, 2 or more red. */
export const supplierBansColour = (count: number): Colour =>
  count >= T.supplierBans.redFrom ? 'red' : count >= T.supplierBans.amberFrom ? 'amber' : 'green';

/** RDP usage in percent: above 30 red. */
export const rdpUsageColour = (percent: number): Colour => (percent > T.rdpUsage.redAbove ? 'red' : 'green');

/** IPQS fraud score: 80 or more red, above 50 amber. */
export const ipqsScoreColour = (score: number): Colour =>
  score >= T.ipqsScore.redFrom ? 'red' : score > T.ipqsScore.amberAbove ? 'amber' : 'green';

/** SMS verification delay in seconds: under 5 minutes green, under 10 amber, otherwise red. */
export const verificationDelayColour = (seconds: number): Colour =>
  seconds < T.verificationDelay.greenBelowSeconds ? 'green' : seconds < T.verificationDelay.amberBelowSeconds ? 'amber' : 'red';

/** Carrier risk (banned share of the carrier's users, percent): 60 or more red, 25 or more amber. */
export const carrierRiskColour = (percent: number): Colour =>
  percent >= T.carrierRisk.redFrom ? 'red' : percent >= T.carrierRisk.amberFrom ? 'amber' : 'green';

/** Reconciliation percent: under 5 green, above 10 red, amber from 5 to 10. */
export const reconciliationColour = (percent: number): Colour =>
  percent < T.reconciliation.greenBelow ? 'green' : percent > T.reconciliation.redAbove ? 'red' : 'amber';

/** Banned share of an answer's duplicates: under 0.05 green, to 0.2 amber, above red. */
export const bannedDuplicatesColour = (share: number): Colour =>
  lowIsGood(share, T.bannedDuplicates.greenBelow, T.bannedDuplicates.amberUpTo);

/** Confidence of a month's reconciliation figure by its completes: 10 or more High, 7 or more Medium. */
export const reconciliationConfidence = (completes: number): Confidence =>
  completes >= T.confidence.highFrom ? 'High' : completes >= T.confidence.mediumFrom ? 'Medium' : 'Low';

/** Completes factor: above 3 red, above 2 amber. */
export const completesFactorColour = (factor: number): Colour =>
  factor > T.completesFactor.redAbove ? 'red' : factor > T.completesFactor.amberAbove ? 'amber' : 'green';

/** Offer payout badge (dollars): under 0.3 light, to 3.5 medium, above dark. */
export const offerPayoutShade = (dollars: number): Shade =>
  dollars < T.offerPayout.lightBelow ? 'light' : dollars <= T.offerPayout.mediumUpTo ? 'medium' : 'dark';

/** An offer event's delay (seconds) is good when above half the average delay minus 600. */
export const isEventDelayGood = (delaySeconds: number, averageDelaySeconds: number): boolean =>
  delaySeconds > averageDelaySeconds * T.eventDelay.averageShare - T.eventDelay.minusSeconds;

/** An offer event's delay colour: green when good (above), red when not; no colour without both figures. */
export const eventDelayColour = (delaySeconds: number | null, averageDelaySeconds: number | null): Colour | null =>
  delaySeconds === null || averageDelaySeconds === null ? null : isEventDelayGood(delaySeconds, averageDelaySeconds) ? 'green' : 'red';

/** Matching probability: 99 or 100 dark, 80 medium, 50 light; lower carries no shade. */
export const matchingProbabilityShade = (probability: number): Shade | null =>
  probability >= T.matchingProbability.darkFrom
    ? 'dark'
    : probability >= T.matchingProbability.mediumFrom
      ? 'medium'
      : probability >= T.matchingProbability.lightFrom
        ? 'light'
        : null;

/** The breach button turns green at 3 or more breaches; otherwise it keeps its default look. */
export const breachButtonColour = (count: number): Colour | null => (count >= T.breaches.greenFrom ? 'green' : null);

/** The connected-accounts button turns amber at 2 or fewer found accounts. */
export const connectedAccountsColour = (sum: number): Colour | null => (sum <= T.connectedAccounts.amberUpTo ? 'amber' : null);
