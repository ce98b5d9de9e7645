import { describe, expect, it } from 'vitest';
import {
  avgCpiColour,
  banRateColour,
  bannedDuplicatesColour,
  breachButtonColour,
  carrierRiskColour,
  completesFactorColour,
  connectedAccountsColour,
  deviceOsMismatchColour,
  earningsPerClickColour,
  eventDelayColour,
  ipqsScoreColour,
  isEventDelayGood,
  isFlaggedRateHigh,
  latencyColour,
  latencyDeltaColour,
  latencyResultsColour,
  matchingProbabilityShade,
  maxTimeDeltaColour,
  offerPayoutShade,
  overlapColour,
  patternRiskColour,
  patternRiskStar,
  rdpUsageColour,
  reconciliationColour,
  reconciliationConfidence,
  supplierBansColour,
  suspiciousResponsesColour,
  timeInCompletesColour,
  verificationDelayColour,
} from './colours.ts';

/** [input, expected] pairs at and around each boundary of specification 02 section 9. */
const cases = <I, O>(fn: (i: I) => O, table: ReadonlyArray<readonly [I, O]>) => {
  for (const [input, expected] of table) expect(fn(input), `input ${JSON.stringify(input)}`).toBe(expected);
};

describe('colour thresholds (specification 02, section 9)', () => {
  it('recon ban rate: green under 20, amber 20 to under 50, red at 50 or more', () => {
    cases(banRateColour, [
      [0, 'green'],
      [19.99, 'green'],
      [20, 'amber'],
      [20.01, 'amber'],
      [49.99, 'amber'],
      [50, 'red'],
      [50.01, 'red'],
      [100, 'red'],
    ]);
  });

  it('flagged rate is highlighted at 0.2 or more', () => {
    cases(isFlaggedRateHigh, [
      [0.19, false],
      [0.1999, false],
      [0.2, true],
      [0.21, true],
    ]);
  });

  it('suspicious responses: above 2 % flagged, red only with more than 1 response', () => {
    expect(suspiciousResponsesColour(2, 5)).toBe('green');
    expect(suspiciousResponsesColour(2.01, 1)).toBe('amber');
    expect(suspiciousResponsesColour(2.01, 2)).toBe('red');
    expect(suspiciousResponsesColour(1.99, 10)).toBe('green');
    expect(suspiciousResponsesColour(50, 0)).toBe('amber');
  });

  it('average CPI: amber at 1, red at 1.3', () => {
    cases(avgCpiColour, [
      [0.99, 'green'],
      [1, 'amber'],
      [1.01, 'amber'],
      [1.29, 'amber'],
      [1.3, 'red'],
      [1.31, 'red'],
    ]);
  });

  it('earnings per click: under 0.6 green, up to 1 amber, above red, ignored at 3 clicks or fewer', () => {
    const epc = (value: number) => earningsPerClickColour(value, 4);
    cases(epc, [
      [0.59, 'green'],
      [0.6, 'amber'],
      [0.61, 'amber'],
      [1, 'amber'],
      [1.01, 'red'],
    ]);
    expect(earningsPerClickColour(5, 3)).toBeNull();
    expect(earningsPerClickColour(5, 0)).toBeNull();
    expect(earningsPerClickColour(5, 4)).toBe('red');
  });

  it('time in completes: under 0.85 green, to 0.9 amber, above red', () => {
    cases(timeInCompletesColour, [
      [0.84, 'green'],
      [0.85, 'amber'],
      [0.86, 'amber'],
      [0.9, 'amber'],
      [0.91, 'red'],
    ]);
  });

  it('overlap: under 0.1 green, to 0.25 amber, above red', () => {
    cases(overlapColour, [
      [0.09, 'green'],
      [0.1, 'amber'],
      [0.25, 'amber'],
      [0.26, 'red'],
    ]);
  });

  it('WS/TCP latency: under 100 green, to 300 amber; delta under 40 green, to 60 amber', () => {
    cases(latencyColour, [
      [99, 'green'],
      [100, 'amber'],
      [101, 'amber'],
      [300, 'amber'],
      [301, 'red'],
    ]);
    cases(latencyDeltaColour, [
      [39, 'green'],
      [40, 'amber'],
      [41, 'amber'],
      [60, 'amber'],
      [61, 'red'],
    ]);
  });

  it('latency results: above 0.5 green, 0.2 to 0.5 amber, below red', () => {
    cases(latencyResultsColour, [
      [0.51, 'green'],
      [0.5, 'amber'],
      [0.49, 'amber'],
      [0.2, 'amber'],
      [0.19, 'red'],
    ]);
  });

  it('device/OS mismatch under 0.1 green; max time delta 3610 or less good', () => {
    cases(deviceOsMismatchColour, [
      [0.09, 'green'],
      [0.1, 'red'],
      [0.11, 'red'],
    ]);
    cases(maxTimeDeltaColour, [
      [3609, 'green'],
      [3610, 'green'],
      [3611, 'red'],
    ]);
  });

  it('pattern risk: up to 10 green, 25 or more red, amber between; star when both at most 2', () => {
    cases(patternRiskColour, [
      [9.99, 'green'],
      [10, 'green'],
      [10.01, 'amber'],
      [24.99, 'amber'],
      [25, 'red'],
      [25.01, 'red'],
    ]);
    expect(patternRiskStar(2, 2)).toBe(true);
    expect(patternRiskStar(1.99, 0)).toBe(true);
    expect(patternRiskStar(2.01, 0)).toBe(false);
    expect(patternRiskStar(0, 2.01)).toBe(false);
  });

  it('supplier bans: 1 amber, 2 or more red', () => {
    cases(supplierBansColour, [
      [0, 'green'],
      [1, 'amber'],
      [2, 'red'],
      [3, 'red'],
    ]);
  });

  it('RDP usage above 30 red; IPQS score above 50 amber, 80 or more red', () => {
    cases(rdpUsageColour, [
      [29.99, 'green'],
      [30, 'green'],
      [30.01, 'red'],
    ]);
    cases(ipqsScoreColour, [
      [49, 'green'],
      [50, 'green'],
      [51, 'amber'],
      [79, 'amber'],
      [80, 'red'],
      [81, 'red'],
    ]);
  });

  it('verification delay: under 5 minutes green, under 10 amber; carrier risk 25 amber, 60 red', () => {
    cases(verificationDelayColour, [
      [299, 'green'],
      [300, 'amber'],
      [301, 'amber'],
      [599, 'amber'],
      [600, 'red'],
      [601, 'red'],
    ]);
    cases(carrierRiskColour, [
      [24.99, 'green'],
      [25, 'amber'],
      [59.99, 'amber'],
      [60, 'red'],
      [60.01, 'red'],
    ]);
  });

  it('reconciliation: under 5 green, above 10 red; banned duplicates under 0.05 green, to 0.2 amber', () => {
    cases(reconciliationColour, [
      [4.99, 'green'],
      [5, 'amber'],
      [5.01, 'amber'],
      [10, 'amber'],
      [10.01, 'red'],
    ]);
    cases(bannedDuplicatesColour, [
      [0.049, 'green'],
      [0.05, 'amber'],
      [0.2, 'amber'],
      [0.21, 'red'],
    ]);
  });

  it('confidence: 10 or more High, 7 or more Medium, else Low', () => {
    cases(reconciliationConfidence, [
      [0, 'Low'],
      [6, 'Low'],
      [7, 'Medium'],
      [8, 'Medium'],
      [9, 'Medium'],
      [10, 'High'],
      [11, 'High'],
    ]);
  });

  it('completes factor: above 2 amber, above 3 red', () => {
    cases(completesFactorColour, [
      [1.99, 'green'],
      [2, 'green'],
      [2.01, 'amber'],
      [3, 'amber'],
      [3.01, 'red'],
    ]);
  });

  it('offer payout badge: under 0.3 light, to 3.5 medium, above dark', () => {
    cases(offerPayoutShade, [
      [0.29, 'light'],
      [0.3, 'medium'],
      [0.31, 'medium'],
      [3.5, 'medium'],
      [3.51, 'dark'],
    ]);
  });

  it('event delay is good above half the average minus 600', () => {
    // average 3000 s: the line is 900 s.
    expect(isEventDelayGood(899, 3000)).toBe(false);
    expect(isEventDelayGood(900, 3000)).toBe(false);
    expect(isEventDelayGood(901, 3000)).toBe(true);
    // a short average puts the line below zero: every delay is good.
    expect(isEventDelayGood(0, 1000)).toBe(true);
  });

  it('event delay colour: green when good, red when not, none without the delay or its average', () => {
    expect(eventDelayColour(901, 3000)).toBe('green');
    expect(eventDelayColour(900, 3000)).toBe('red');
    expect(eventDelayColour(null, 3000)).toBeNull();
    expect(eventDelayColour(901, null)).toBeNull();
  });

  it('matching probability: 99/100 dark, 80 medium, 50 light', () => {
    cases(matchingProbabilityShade, [
      [100, 'dark'],
      [99, 'dark'],
      [98, 'medium'],
      [80, 'medium'],
      [79, 'light'],
      [50, 'light'],
      [49, null],
    ]);
  });

  it('breach button green at 3 or more; connected accounts amber at 2 or fewer', () => {
    cases(breachButtonColour, [
      [2, null],
      [3, 'green'],
      [4, 'green'],
    ]);
    cases(connectedAccountsColour, [
      [0, 'amber'],
      [2, 'amber'],
      [3, null],
    ]);
  });
});
