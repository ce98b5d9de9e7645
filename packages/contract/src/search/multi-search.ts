import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { CSV_UPLOAD_LIMIT_BYTES } from '../resources/constants.ts';
import { MULTI_SEARCH_MAX_INPUTS, MULTI_SEARCH_MESSAGES } from './inputs.ts';

/** The body of a search: the values, typed or pasted (a file goes as multipart: field `inputs` plus `file`). */
export const ZMultiSearchBody = z.object({
  inputs: z
    .array(z.string().trim().min(1).max(255))
    .min(1, { error: MULTI_SEARCH_MESSAGES.noInputs })
    .max(MULTI_SEARCH_MAX_INPUTS, { error: MULTI_SEARCH_MESSAGES.tooMany(MULTI_SEARCH_MAX_INPUTS) }),
});
export type MultiSearchBody = z.infer<typeof ZMultiSearchBody>;

/** One input and a user it found (an IP may find several). */
export const ZMultiSearchUserRow = z.object({
  input: z.string(),
  matched_by: z.enum(['id', 'email', 'hash', 'ip']),
  user_id: z.number(),
  app_id: z.number(),
  app_name: z.string(),
  status: z.number(),
  country_code: z.string().nullable(),
  balance_usd: z.number(),
  completes: z.number(),
  created_at: z.string(),
});
export type MultiSearchUserRow = z.infer<typeof ZMultiSearchUserRow>;

/** One input and a click it found: a click id, or the completes of the user a supplier hash names. */
export const ZMultiSearchClickRow = z.object({
  input: z.string(),
  matched_by: z.enum(['click_id', 'supplier_hash']),
  click_id: z.number(),
  user_id: z.number(),
  survey_id: z.number(),
  supplier_id: z.number(),
  status: z.number(),
  response_status: z.string().nullable(),
  complete_status: z.number().nullable(),
  revenue: z.number(),
  created_at: z.string(),
});
export type MultiSearchClickRow = z.infer<typeof ZMultiSearchClickRow>;

const answer = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), not_found: z.array(z.string()) });
export const ZMultiSearchUsersAnswer = answer(ZMultiSearchUserRow);
export const ZMultiSearchClicksAnswer = answer(ZMultiSearchClickRow);
export type MultiSearchUsersAnswer = z.infer<typeof ZMultiSearchUsersAnswer>;
export type MultiSearchClicksAnswer = z.infer<typeof ZMultiSearchClicksAnswer>;

/** Values as JSON `{inputs}`, or multipart (field `inputs` plus a CSV `file`): read and checked by the route. */
const searchCall = { method: 'POST', upstream: 'admin', uploadLimitBytes: CSV_UPLOAD_LIMIT_BYTES } as const;

/** The searches of specification 04, section 7 (admin-api src/routes/search). */
export const MULTI_SEARCH_CALL = {
  users: {
    name: 'multiSearch.users',
    path: '/api/multi-search-users',
    permission: 'multi_search_users',
    summary: 'Users for many ids, e-mails, hashes or IPs at once, and the values not found',
    answer: ZMultiSearchUsersAnswer,
    ...searchCall,
  },
  clicks: {
    name: 'multiSearch.clicks',
    path: '/api/multi-search-clicks',
    permission: 'multi_search_clicks',
    summary: 'Clicks for many click ids or supplier hashes at once, and the values not found',
    answer: ZMultiSearchClicksAnswer,
    ...searchCall,
  },
} as const satisfies Record<string, ApiCall>;

export const multiSearchCalls: readonly ApiCall[] = Object.values(MULTI_SEARCH_CALL);
