import { z } from 'zod';
import { LIVE_QUERY_DEVICES, LIVE_QUERY_ENDPOINTS } from '../constants.ts';
import { ZCount, dataOf } from './common.ts';

/** The live query form (specification 02, section 5). */
export const ZLiveQueryQuery = z.object({
  device: z.enum(LIVE_QUERY_DEVICES).default('desktop'),
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  user_agent: z.string().max(1000).optional(),
  endpoint: z.enum(LIVE_QUERY_ENDPOINTS).default('default'),
  ignore_disqualification_cache: z.enum(['0', '1']).default('0'),
});
export type LiveQueryQuery = z.infer<typeof ZLiveQueryQuery>;

export const ZLiveQuerySurvey = z.object({
  survey_id: z.number().int(),
  status: z.number().int(),
  visibility: z.number().int(),
  /** Ranking score: cents per minute of interview. */
  score: z.number(),
  reasons: z.array(z.string()),
});

/** One query the router sent: a supplier and how many of its surveys it answered. */
export const ZLiveQueryQueryRow = z.object({ supplier_id: z.number().int(), supplier_name: z.string(), surveys_count: ZCount });

/** The live query result (specification 02, section 3). */
export const ZLiveQueryResult = z.object({
  queried_surveys: ZCount,
  checked_surveys: ZCount,
  ineligible_surveys_count: ZCount,
  eligible_surveys_count: ZCount,
  eligible_surveys: z.array(ZLiveQuerySurvey),
  ineligible_surveys: z.array(ZLiveQuerySurvey),
  queries: z.array(ZLiveQueryQueryRow),
  request_details: z.object({ curl_command: z.string() }),
});
export type LiveQueryResult = z.infer<typeof ZLiveQueryResult>;
export const ZLiveQueryAnswer = dataOf(ZLiveQueryResult);
