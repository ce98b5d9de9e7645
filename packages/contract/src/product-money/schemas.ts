import { z } from 'zod';
import { PRODUCT_MONEY_MESSAGES as M } from './constants.ts';

const cents = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const ZProductIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZLeaderboardEntryParams = z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() });
export const ZSettingKeyParams = z.object({ key: z.string().min(1).max(100) });

/** A claim made by support for a user (the user's points pay it: Claim 100). */
export const ZClaimCreateBody = z.object({
  user_id: z.number().int().positive(),
  reward_id: z.number().int().positive(),
  amount: z.number({ error: M.amountPositive }).gt(0, M.amountPositive).max(10_000).refine(cents, M.amountCents),
});
export type ClaimCreateInput = z.infer<typeof ZClaimCreateBody>;

/** Redeeming a product's bonus code for a user (Bonus 200). */
export const ZCodeRedeemBody = z.object({ user_id: z.number().int().positive() });

/** A setting's new value: settings hold text; numeric keys must stay numbers of at least 0. */
export const ZSettingBody = z.object({ value: z.string().trim().min(1, M.valueRequired).max(2000) });

/** A leaderboard's prizes in points by rank (rank 1 first), edited until they are paid. */
export const ZLeaderboardPrizesBody = z.object({
  prizes: z
    .array(z.number({ error: M.prizeNotPoints }).int(M.prizeNotPoints).min(1, M.prizeNotPoints).max(10_000_000, M.prizeNotPoints), {
      error: M.prizesRequired,
    })
    .min(1, M.prizesRequired)
    .max(100, M.prizesTooMany),
});

/** The prizes as an admin types them, '500, 300, 100': numbers in order (a word stays NaN, which the schema refuses). */
export const parsePrizeList = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map(Number);

/** A claim after an action (the columns of the claims page that can change). */
export const ZClaimState = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.number().int(),
  amount: z.number(),
  points: z.number().int(),
  balance: z.number().int(),
});
export const ZClaimAnswer = z.object({ message: z.string(), data: ZClaimState });
export type ClaimAnswer = z.infer<typeof ZClaimAnswer>;

export const ZCodeRedeemAnswer = z.object({
  message: z.string(),
  data: z.object({ transaction_id: z.number().int(), points: z.number().int(), balance: z.number().int() }),
});

export const ZLeaderboardEntry = z.object({
  rank: z.number().int().nullable(),
  user_id: z.number().int(),
  user_status: z.number().int(),
  points: z.number().int(),
  excluded: z.boolean(),
  prize: z.number().int(),
  prize_usd: z.number(),
  paid: z.boolean(),
});
export const ZLeaderboardEntriesAnswer = z.object({ data: z.array(ZLeaderboardEntry) });
export type LeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
export const ZLeaderboardPayAnswer = z.object({
  message: z.string(),
  data: z.object({ paid: z.number().int(), points: z.number().int() }),
});
export const ZMessageAnswer = z.object({ message: z.string() });
export const ZSettingAnswer = z.object({ message: z.string(), data: z.object({ key: z.string(), value: z.string() }) });
