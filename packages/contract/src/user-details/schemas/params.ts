import { z } from 'zod';
import { HIGH_RISK_PROFILING_TYPES, USER_DETAILS_PAGE_SIZE } from '../constants.ts';
import { USER_DETAILS_MESSAGES } from '../messages.ts';

/** A database id in a path: digits only, so '12abc' or '-1' answer 400 rather than 404. */
export const ZPathId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, USER_DETAILS_MESSAGES.idInvalid)
  .transform(Number);

export const ZUserDetailsIdParams = z.object({ id: ZPathId });
export const ZUserDetailsUserIdParams = z.object({ userId: ZPathId });
/** The path params of the user-details reads that name more than the user. */
export const ZUserBuyerBanParams = z.object({ userId: ZPathId, id: ZPathId });
export const ZUserIapParams = z.object({ userId: ZPathId, offerId: ZPathId });
export const ZUserEventStepsParams = z.object({ userId: ZPathId, rewardId: z.string().min(1).max(200) });
export const ZAppIdParams = z.object({ appId: ZPathId });
export const ZCarrierParams = z.object({ carrier: z.string().trim().min(1).max(100) });
export const ZProfilingAnswerPairParams = z.object({ answer1: ZPathId, answer2: ZPathId });
export const ZUserDetailsHashParams = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{6,128}$/, USER_DETAILS_MESSAGES.hashInvalid) });

const page = z.coerce.number().int().min(1).default(1);
const perPage = z.coerce.number().int().min(1).max(USER_DETAILS_PAGE_SIZE.max).default(USER_DETAILS_PAGE_SIZE.default);
/** Paging of the drill-down tables: page and itemPerPage (specification 01 naming) or per_page. */
export const ZPageQuery = z.object({ page, itemPerPage: perPage.optional(), per_page: perPage.optional() });

export const ZHighRiskProfilingQuery = ZPageQuery.extend({ type: z.enum(HIGH_RISK_PROFILING_TYPES).default('total') });
export const ZFraudDomainQuery = ZPageQuery.extend({ emailDomain: z.string().trim().toLowerCase().min(1).max(255) });
export const ZPatternRiskQuery = z.object({
  app_id: z.coerce.number().int().positive().optional(),
  country_code: z.string().length(2).toUpperCase().optional(),
  external_source: z.string().max(100).optional(),
});
export type PatternRiskQuery = z.output<typeof ZPatternRiskQuery>;
