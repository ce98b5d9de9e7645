import { z } from 'zod';
import { ZEarnStarUserBasicAnswer, type EarnStarUserBasicAnswer } from '../../resources/schemas.ts';
import { ZCount, ZMoney, ZPercent, ZUserStatus, dataOf } from './common.ts';

/** The platform user's hover card (specification 02, section 3, "User (basic card)"). */
export const ZUserBasic = z.object({
  id: z.number().int(),
  status: ZUserStatus,
  created_at_timeago: z.string(),
  app_id: z.number().int(),
  app_name: z.string(),
  country_name: z.string().nullable(),
  country_code: z.string().nullable(),
  clicks_count: ZCount,
  completes_count: ZCount,
  completes_percentage: ZPercent,
  supplier_bans: z.array(z.object({ supplier_id: z.number().int(), supplier_name: z.string() })),
  survey_performance: z.object({ reconciled_count: ZCount, reconciled_percentage: ZPercent }),
  offer_performance: z.object({ offer_clicks_count: ZCount, offer_pub_payout_sum: ZMoney, offer_iap_spend_sum: ZMoney }),
});
export type UserBasic = z.infer<typeof ZUserBasic>;
export const ZUserBasicAnswer = dataOf(ZUserBasic);

/**
 * The sibling-app cards (Prime Opinion, Five Surveys, HeyCash, TopSurveys, EarnStar) share the
 * EarnStar user card of specification 01 (resources/schemas.ts): balance and rewards in the app's
 * units, divided by the app's divisor on screen (siblingBalance()).
 */
export const ZSiblingUserBasicAnswer = ZEarnStarUserBasicAnswer;
export type SiblingUserBasicAnswer = EarnStarUserBasicAnswer;
