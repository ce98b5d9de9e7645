import type { ServerResource } from '../../list-engine/types.ts';
import { productBonusCodeRedemptions } from './bonus-code-redemptions.ts';
import { productBonusCodes } from './bonus-codes.ts';
import { productClaims } from './claims.ts';
import { productEligibilityLogs } from './eligibility-logs.ts';
import { productLeaderboards } from './leaderboards.ts';
import { productLevels } from './levels.ts';
import { productNamedBonus, productNamedBonusGrants } from './named-bonus.ts';
import { productPayoutConfirmation } from './payout-confirmation.ts';
import { productRewards } from './rewards.ts';
import { productSettings } from './settings.ts';
import { productTransactions } from './transactions.ts';
import { productUsers } from './users.ts';

/** The SQL side of the per-product pages (specification 04, section 1), one line per page kind. */
export const productServerResources: readonly ServerResource[] = [
  ...productUsers,
  ...productTransactions,
  ...productClaims,
  ...productRewards,
  ...productEligibilityLogs,
  ...productBonusCodes,
  ...productBonusCodeRedemptions,
  ...productLevels,
  ...productLeaderboards,
  ...productNamedBonus,
  ...productNamedBonusGrants,
  ...productPayoutConfirmation,
  ...productSettings,
];
