import { z } from 'zod';
import { SEGMENT_QUERY_TYPES, SEGMENT_TYPES } from '../campaign-status.ts';
import { ZTimestamp, zList, zOptional } from './common.ts';
import { campaignPaging, listAnswer } from './campaign-common.ts';

/** The segment filters of specification 03, section 3. */
export const ZSegmentListFilters = z.object({
  segment_type: zOptional(z.enum(SEGMENT_TYPES)),
  query_type: zOptional(z.enum(SEGMENT_QUERY_TYPES)),
  name: zOptional(z.string().trim()),
  country_codes: zList(z.string().trim().toUpperCase().length(2)),
});
export type SegmentListFilters = z.output<typeof ZSegmentListFilters>;

/** POST /api/:project/segments/list: 10 a page, per_page up to 999 for option loading. */
export const ZSegmentListBody = z
  .object({
    ...campaignPaging,
    filters: ZSegmentListFilters.default({}),
  })
  .default({ page: 1, per_page: 10, filters: {} });

/** A segment (specification 03, section 3), with the e-mail campaigns that send to it. */
export const ZSegment = z.object({
  id: z.number().int(),
  project: z.string(),
  name: z.string(),
  segment_type: z.string(),
  query_type: z.string(),
  country_codes: z.array(z.string()),
  estimate_count: z.number().int().nullable(),
  raw_sql: z.string().nullable(),
  email_campaigns: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.number().int() })),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
});
export type Segment = z.infer<typeof ZSegment>;
export const ZSegmentListAnswer = listAnswer(ZSegment);

/** GET /api/:project/segments/countries and GET /api/:project/email-campaigns/languages */
export const ZCodeNameListAnswer = z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) });
