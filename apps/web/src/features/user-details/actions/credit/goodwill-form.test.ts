import { describe, expect, it } from 'vitest';
import { GOODWILL_MESSAGES, ZGoodwillCreditBody } from '@bo/contract';
import { validateForm } from '../../../../lib/form-validation.ts';
import { EMPTY_GOODWILL, goodwillBody, withPayout, withReward } from './goodwill-form.ts';

describe('goodwill form conversion', () => {
  it('fills the reward from the payout, whole or with 2 decimals', () => {
    expect(withPayout(EMPTY_GOODWILL, '2', 100).user_reward).toBe('200');
    expect(withPayout(EMPTY_GOODWILL, '1.235', 1000).user_reward).toBe('1235');
    expect(withPayout(EMPTY_GOODWILL, '0.5', 1.5).user_reward).toBe('0.75');
    expect(withPayout(EMPTY_GOODWILL, '1', 3.333).user_reward).toBe('3.33');
  });

  it('fills the payout from the reward and clears the other side when emptied', () => {
    expect(withReward(EMPTY_GOODWILL, '250', 100).payout).toBe('2.50');
    expect(withReward(EMPTY_GOODWILL, '1000', 1000).payout).toBe('1');
    expect(withReward({ ...EMPTY_GOODWILL, payout: '3' }, '', 100).payout).toBe('');
  });

  it('gives the specification messages through the contract schema', () => {
    const checked = validateForm(ZGoodwillCreditBody, goodwillBody(EMPTY_GOODWILL));
    expect(checked).toEqual({
      ok: false,
      fields: {
        payout: GOODWILL_MESSAGES.payoutInvalid,
        user_reward: GOODWILL_MESSAGES.rewardInvalid,
        reference: GOODWILL_MESSAGES.referenceRequired,
      },
    });
    const over = validateForm(ZGoodwillCreditBody, goodwillBody({ payout: '10.01', user_reward: '1001', reference: 'x' }));
    expect(over).toEqual({ ok: false, fields: { payout: GOODWILL_MESSAGES.payoutInvalid } });
    expect(validateForm(ZGoodwillCreditBody, goodwillBody({ payout: '10', user_reward: '1000', reference: 'x' })).ok).toBe(true);
  });
});
