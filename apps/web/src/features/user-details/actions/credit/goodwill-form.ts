import { formatGoodwillAmount, payoutForReward, rewardForPayout } from '@bo/contract';

/** The goodwill form's two amounts as typed (strings, so '' means empty) and the reference. */
export interface GoodwillValues {
  payout: string;
  user_reward: string;
  reference: string;
}

export const EMPTY_GOODWILL: GoodwillValues = { payout: '', user_reward: '', reference: '' };

const parsed = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * Typing one amount fills the other through the exchange rate (specification 02, section 5), shown
 * whole or with 2 decimals; clearing one clears the other.
 */
export function withPayout(values: GoodwillValues, payout: string, exchangeRate: number): GoodwillValues {
  const n = parsed(payout);
  return { ...values, payout, user_reward: n === null ? '' : formatGoodwillAmount(rewardForPayout(n, exchangeRate)) };
}

export function withReward(values: GoodwillValues, reward: string, exchangeRate: number): GoodwillValues {
  const n = parsed(reward);
  return { ...values, user_reward: reward, payout: n === null ? '' : formatGoodwillAmount(payoutForReward(n, exchangeRate)) };
}

/** The body the contract schema checks: empty amounts are left out, so they get the "required" message. */
export function goodwillBody(values: GoodwillValues): Record<keyof GoodwillValues, unknown> {
  return { payout: parsed(values.payout) ?? undefined, user_reward: parsed(values.user_reward) ?? undefined, reference: values.reference };
}
