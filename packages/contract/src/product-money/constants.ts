import type { ProductPrefix } from '../routes/types.ts';

/** Products with levels and leaderboards (specification 01, 2.4: hc, po and es only). */
export const PRODUCT_LEVEL_PREFIXES: readonly ProductPrefix[] = ['hc', 'po', 'es'];

/** The setting behind the streak-length grant (hc, po: top admins only); edited by its own call. */
export const STREAK_LENGTH_SETTING = 'streak_length_days';

/** Claim states a page holder may confirm, reject or refund (specification 04, section 1). */
export const CLAIM_CONFIRMABLE: readonly number[] = [0, 3];
export const CLAIM_REJECTABLE: readonly number[] = [0, 3];
export const CLAIM_REFUNDABLE: readonly number[] = [2];
export const CLAIM_RETRYABLE: readonly number[] = [2];

export const PRODUCT_MONEY_MESSAGES = {
  claimNotFound: (id: number | string) => `Claim ${id} not found`,
  claimConfirmed: 'Claim confirmed and paid',
  claimRejected: 'Claim rejected; the points are back on the balance',
  claimRefunded: 'Claim refunded; the points are back on the balance',
  claimRetried: 'Claim sent to payment again',
  claimNotConfirmable: 'Only a pending or waiting claim can be confirmed',
  claimNotRejectable: 'Only a pending or waiting claim can be rejected',
  claimNotRefundable: 'Only a failed claim can be refunded',
  claimNotRetryable: 'Only a failed claim can be retried',
  claimCreated: 'Claim created',
  amountPositive: 'Amount must be greater than 0',
  amountCents: 'Amount may have at most 2 decimals',
  amountOverBalance: "Amount is more than the user's balance",
  userNotFound: (id: number | string) => `User ${id} not found`,
  userNotInProduct: 'The user belongs to another product',
  userNotActive: 'Only an Active user may claim',
  rewardNotFound: 'Choose a reward of this product',
  rewardDisabled: 'This reward is disabled',
  codeNotFound: (id: number | string) => `Bonus code ${id} not found`,
  codeRedeemed: 'Code redeemed',
  codeInactive: 'This code is not active',
  codeOutsideDates: 'This code is not valid today',
  codeLimitReached: 'This code has reached its maximum redemptions',
  codePerUserLimit: 'The user has already redeemed this code as often as allowed',
  leaderboardNotFound: (id: number | string) => `Leaderboard ${id} not found`,
  leaderboardPaid: 'Prizes paid',
  leaderboardAlreadyPaid: 'The prizes of this leaderboard have already been paid',
  leaderboardRunning: 'A running leaderboard cannot be paid yet',
  prizesSaved: 'Prizes saved',
  prizesRequired: 'Give at least one prize, rank 1 first',
  prizeNotPoints: 'Each prize must be a whole number of points, at least 1',
  prizesTooMany: 'At most 100 ranks can win a prize',
  prizesAfterPayment: 'The prizes of a paid leaderboard cannot change',
  entryNotFound: 'The user is not on this leaderboard',
  entryExcluded: 'User excluded from the ranking',
  entryActive: 'Only a non-Active user can be excluded',
  settingNotFound: (key: string) => `Setting ${key} not found`,
  settingSaved: 'Setting saved',
  settingStreakOwnCall: 'The streak length is edited with its own action (top admins only)',
  valueRequired: 'Value is required',
  valueNotNumber: 'Value must be a number of at least 0',
} as const;
