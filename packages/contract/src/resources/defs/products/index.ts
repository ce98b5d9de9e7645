import type { ResourceDef } from '../../types.ts';
import { productBonusCodeRedemptionsResources } from './bonus-code-redemptions.ts';
import { productBonusCodesResources } from './bonus-codes.ts';
import { productClaimsResources } from './claims.ts';
import { productEligibilityLogsResources } from './eligibility-logs.ts';
import { productLeaderboardsResources } from './leaderboards.ts';
import { productLevelsResources } from './levels.ts';
import { productNamedBonusResources } from './named-bonus.ts';
import { productPayoutConfirmationResources } from './payout-confirmation.ts';
import { productRewardsResources } from './rewards.ts';
import { productSettingsResources } from './settings.ts';
import { productTransactionsResources } from './transactions.ts';
import { productUsersResources } from './users.ts';

export * from './product-page.ts';
export * from './bonus-code-redemptions.ts';
export * from './bonus-codes.ts';
export * from './claims.ts';
export * from './eligibility-logs.ts';
export * from './leaderboards.ts';
export * from './levels.ts';
export * from './named-bonus.ts';
export * from './payout-confirmation.ts';
export * from './rewards.ts';
export * from './settings.ts';
export * from './transactions.ts';
export * from './users.ts';

// The growth table pages (issue 16 part 2), one file per page kind.
export * from './growth-page.ts';
export * from './affiliate-partners.ts';
export * from './adjust-event-logs.ts';
export * from './adjust-config.ts';
export * from './log-spend.ts';
export * from './triggers.ts';
export * from './emails.ts';
export * from './completes.ts';
export * from './vip-users.ts';
export * from './growth.ts';
export * from './actions.ts';

/** Every per-product page of specification 04 section 1, one definition per page kind (one line each). */
export const productResources: readonly ResourceDef[] = [
  ...productUsersResources,
  ...productTransactionsResources,
  ...productClaimsResources,
  ...productRewardsResources,
  ...productEligibilityLogsResources,
  ...productBonusCodesResources,
  ...productBonusCodeRedemptionsResources,
  ...productLevelsResources,
  ...productLeaderboardsResources,
  ...productNamedBonusResources,
  ...productPayoutConfirmationResources,
  ...productSettingsResources,
];
