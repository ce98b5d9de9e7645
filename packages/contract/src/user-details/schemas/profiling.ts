import { z } from 'zod';
import { ZPercent, ZTimestamp, ZUserStatus, dataOf, pagedOf } from './common.ts';

/** A user whose profiling inputs match the user's (GET /api/user-profiling/:id/similar). */
export const ZSimilarProfilingRow = z.object({
  user_id: z.number().int(),
  status: ZUserStatus,
  app_hash: z.string(),
  app_name: z.string(),
  similarity_percentage: ZPercent,
  created_at: ZTimestamp,
  /** The matching inputs, joined with ', '. */
  answer_input: z.string(),
});
export const ZSimilarProfilingAnswer = dataOf(z.array(ZSimilarProfilingRow));

/** A basic profiling answer (GET /api/user-profiling/:id/basics, read as data.data). */
export const ZProfilingBasicsRow = z.object({
  question_id: z.number().int(),
  question_text: z.string(),
  answer_text: z.string().nullable(),
  answer_input: z.string().nullable(),
  /** user_input, automatic_match or supplier_match. */
  source: z.string(),
});
export const ZProfilingBasicsAnswer = dataOf(z.array(ZProfilingBasicsRow));

/** A user with an address at the domain (GET /api/user-profiling/fraud-email-domains?emailDomain=). */
export const ZFraudDomainRow = z.object({
  id: z.number().int(),
  status: ZUserStatus,
  app_name: z.string(),
  time: ZTimestamp,
  email: z.string().nullable(),
});
export const ZFraudDomainAnswer = pagedOf(ZFraudDomainRow).extend({ is_high_risk_email_domain: z.boolean(), email_domain: z.string() });

/** A user of the high-risk profiling drill-down (GET /api/ip-log/high-risk-metric/user-profiling/:a1/:a2/). */
export const ZHighRiskProfilingUser = z.object({
  id: z.number().int(),
  status: ZUserStatus,
  app_name: z.string(),
  country_code: z.string().nullable(),
  created_at: ZTimestamp,
});
export const ZHighRiskProfilingUsersAnswer = pagedOf(ZHighRiskProfilingUser);

/** GET /api/user/:id/personal-data (specification 02, section 3). */
export const ZPersonalData = z.object({
  email: z.string().nullable(),
  phone_numbers: z.array(z.string()),
  profiling_grouped: z.array(z.object({ question_id: z.number().int(), question_text: z.string(), answers: z.array(z.string()) })),
  birthday: z.string().nullable(),
});
export const ZPersonalDataAnswer = dataOf(ZPersonalData);
