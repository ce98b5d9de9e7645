import { z } from 'zod';
import {
  ZConnectedAccountsStatus,
  ZEmailBreaches,
  ZOtherAccounts,
  ZPhoneVerification,
  ZRelatedAccounts,
  ZStaffReviewer,
} from './accounts.ts';
import { ZCount, ZUserLanguage, ZMoney, ZPercent, dataOf } from './common.ts';
import { ZQuality, ZQualityQuestions } from './quality.ts';
import { ZReconciliation } from './reconciliation.ts';
import { ZCompletesFactor, ZSupplierStatistic } from './suppliers.ts';
import { ZUserDetailsUser } from './user.ts';

/** Survey performance of the user (specification 02, section 2, item 4). */
export const ZPerformance = z.object({
  total_clicks: ZCount,
  total_completes: ZCount,
  /** Completes per click, percent. */
  conversion: ZPercent,
  survey_revenue: ZMoney,
});

/** Clicks, completes and conversion per day over the last 30 days; labels are YYYY-MM-DD. */
export const ZThirtyDayRates = z.object({
  labels: z.array(z.string()),
  clicks: z.array(ZCount),
  completes: z.array(ZCount),
  conversion: z.array(ZPercent),
});

/** Daily publisher payout, surveys and offers, over the last 30 days. */
export const ZDailyPayoutChart = z.object({
  series: z.array(z.object({ name: z.string(), data: z.array(ZMoney) })),
  labels: z.array(z.string()),
});

/** Platforms of the last 100 clicks (from their user agents). */
export const ZPlatformShare = z.object({ platform: z.string(), count: ZCount });

/** GET /api/user/:id: everything the details page shows (specification 02, section 3, "Details response"). */
export const ZUserDetails = z.object({
  user: ZUserDetailsUser,
  performance: ZPerformance,
  quality: ZQuality,
  quality_questions: ZQualityQuestions,
  supplier_statistics: z.array(ZSupplierStatistic),
  phone_verifications: z.array(ZPhoneVerification),
  can_trigger_verification: z.boolean(),
  reconciliation: ZReconciliation,
  completes_and_conversion_rates_thirty_days_ago: ZThirtyDayRates,
  extension_logs_count: ZCount,
  other_accounts: ZOtherAccounts,
  related_accounts: ZRelatedAccounts,
  language_codes: z.array(ZUserLanguage),
  is_high_risk_email_domain: z.boolean(),
  platform_last_100_clicks: z.array(ZPlatformShare),
  staff_reviewer: ZStaffReviewer.nullable(),
  completes_factor: ZCompletesFactor,
  daily_payout_chart: ZDailyPayoutChart,
  email_breaches: ZEmailBreaches,
  connected_accounts: ZConnectedAccountsStatus,
});
export type UserDetails = z.infer<typeof ZUserDetails>;
export const ZUserDetailsAnswer = dataOf(ZUserDetails);
