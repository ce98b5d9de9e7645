import { z } from 'zod';
import { ZClickBreakdownAnswer, ZEarnStarUserBasicAnswer, ZSurveyBasicAnswer } from './schemas.ts';

/** The row id of a card's path, parsed by the list engine (parseId). */
const ZCardIdParams = z.object({ id: z.string() });

/**
 * Cards and modals beside the table screens (specification 01, sections 3 and 7), served by
 * admin-api next to the resources. The path is registered as written by the server and the gateway.
 */
export interface ResourceExtraCall {
  name: string;
  method: 'GET';
  path: string;
  /** The page whose permission guards the call (unless `permission` names another). */
  routeName: string;
  permission?: string;
  summary: string;
  params: typeof ZCardIdParams;
  answer: z.ZodType;
}

export const SURVEY_BASIC_CALL = {
  name: 'surveys.basic',
  method: 'GET',
  path: '/api/surveys/:id/basic',
  routeName: 'survey_details',
  summary: "A survey's basic card",
  params: ZCardIdParams,
  answer: ZSurveyBasicAnswer,
} as const satisfies ResourceExtraCall;
export const SURVEY_CLICK_BREAKDOWN_CALL = {
  name: 'surveys.click_breakdown',
  method: 'GET',
  path: '/api/surveys/:id/click-breakdown',
  routeName: 'survey_details',
  // The quick-link bar's modal has a permission of its own (permissions/catalogue.ts).
  permission: 'clicks_breakdown',
  summary: "A survey's clicks by status (the quick-link bar's modal)",
  params: ZCardIdParams,
  answer: ZClickBreakdownAnswer,
} as const satisfies ResourceExtraCall;
export const EARN_STAR_USER_BASIC_CALL = {
  name: 'earn_star.user.basic',
  method: 'GET',
  path: '/api/earn-star/user/:id/basic',
  routeName: 'es_user_details',
  summary: "An EarnStar user's basic card",
  params: ZCardIdParams,
  answer: ZEarnStarUserBasicAnswer,
} as const satisfies ResourceExtraCall;

export const resourceExtraCalls: readonly ResourceExtraCall[] = [SURVEY_BASIC_CALL, SURVEY_CLICK_BREAKDOWN_CALL, EARN_STAR_USER_BASIC_CALL];
