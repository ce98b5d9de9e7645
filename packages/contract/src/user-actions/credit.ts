import { z } from 'zod';
import { ZMoney, ZTimestamp, dataOf } from '../user-details/schemas/common.ts';
import type { ZExchangeRate } from '../user-details/schemas/reference.ts';
import { GOODWILL_MESSAGES as M, GOODWILL_PAYOUT_MAX, GOODWILL_REFERENCE_MAX } from './credit-rules.ts';

export * from './credit-rules.ts';

/** The app's exchange rate the goodwill form converts by (GET /api/apps/:appId/exchange-rate). */
export type ExchangeRate = z.infer<typeof ZExchangeRate>;

/** Up to 2 decimals, no negatives (specification 02, section 5, "Decimal input"). */
const cents = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * POST /api/user/:userId/goodwill-credit. The server also checks that user_reward agrees with
 * payout x the app's exchange rate (rewardAgreesWithPayout), which the form cannot be trusted to do.
 */
export const ZGoodwillCreditBody = z.object({
  payout: z
    .number({ error: M.payoutInvalid })
    .gt(0, M.payoutInvalid)
    .max(GOODWILL_PAYOUT_MAX, M.payoutInvalid)
    .refine(cents, M.payoutInvalid),
  user_reward: z.number({ error: M.rewardInvalid }).gt(0, M.rewardInvalid).refine(cents, M.rewardInvalid),
  reference: z
    .string({ error: M.referenceRequired })
    .trim()
    .min(1, M.referenceRequired)
    .max(GOODWILL_REFERENCE_MAX, `Reference may have at most ${GOODWILL_REFERENCE_MAX} characters`),
});
export type GoodwillCreditInput = z.input<typeof ZGoodwillCreditBody>;

/** A goodwill credit as recorded: a Bonus Goodwill (255) transaction of the user. */
export const ZGoodwillCredit = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  type: z.number().int(),
  payout: ZMoney,
  user_reward: z.number(),
  currency_name: z.string(),
  reference: z.string(),
  admin_id: z.number().int(),
  admin_name: z.string().nullable(),
  created_at: ZTimestamp,
});
export type GoodwillCredit = z.infer<typeof ZGoodwillCredit>;

/** The answer of the credit: the toast's message, the transaction and the user's new balance. */
export const ZGoodwillCreditAnswer = z.object({
  message: z.string(),
  data: ZGoodwillCredit.extend({ balance: z.number().int() }),
});

/** GET /api/user/:userId/goodwill-credits: the user's goodwill credits, newest first. */
export const ZGoodwillCreditsAnswer = dataOf(z.array(ZGoodwillCredit));
