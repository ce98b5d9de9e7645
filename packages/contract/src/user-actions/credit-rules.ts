/**
 * Goodwill credit (specification 02, sections 5, 6 and 8): messages, the payout limit and the
 * conversion between publisher payout (dollars) and user reward (the app's units) by the exchange rate.
 */
export const GOODWILL_MESSAGES = {
  payoutInvalid: 'Publisher Payout is invalid!',
  rewardInvalid: 'User Reward is invalid!',
  referenceRequired: 'Reference is required!',
  credited: 'Goodwill credit added successfully',
} as const;

/** The highest goodwill publisher payout, in dollars (section 9). */
export const GOODWILL_PAYOUT_MAX = 10;
/** The reference is kept with the transaction; longer texts are refused. */
export const GOODWILL_REFERENCE_MAX = 255;
/** The transaction type a goodwill credit is recorded as (section 4: Bonus Goodwill 255). */
export const GOODWILL_TRANSACTION_TYPE = 255;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** An amount as the form shows it: whole when it is whole, else with 2 decimals. */
export function formatGoodwillAmount(amount: number): string {
  const rounded = round2(amount);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/** The user reward a publisher payout converts to. */
export const rewardForPayout = (payout: number, exchangeRate: number): number => round2(payout * exchangeRate);

/** The publisher payout a user reward converts to. */
export const payoutForReward = (reward: number, exchangeRate: number): number => (exchangeRate > 0 ? round2(reward / exchangeRate) : 0);

/**
 * Whether a reward agrees with a payout "within rounding": either side may have been typed and the
 * other converted and rounded to cents, so a payout rounded from the reward may miss by half a cent
 * times the rate.
 */
export function rewardAgreesWithPayout(payout: number, reward: number, exchangeRate: number): boolean {
  const tolerance = 0.005 * exchangeRate + 0.01;
  return Math.abs(payout * exchangeRate - reward) <= tolerance;
}
