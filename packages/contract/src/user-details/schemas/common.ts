import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings in UTC. */
export const ZTimestamp = z.string();
/** Calendar dates travel as YYYY-MM-DD. */
export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Money in dollars, 2 decimals. */
export const ZMoney = z.number();
export const ZCount = z.number().int().nonnegative();
/** A percentage 0..100 (or above for factors), 2 decimals. */
export const ZPercent = z.number();
export const ZUserStatus = z.number().int().min(1).max(6);

/** {data: T}: every user-details answer is wrapped once, so errors and data never share a level. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The list answer of a paged drill-down (specification 01, section 3 paging). */
export const ZUserDetailsPaging = z.object({
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total_page: z.number().int(),
  number_of_page: z.number().int(),
  page: z.number().int(),
  is_simple_paginate: z.literal(false),
});
export const pagedOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), paging: ZUserDetailsPaging });

/** A language as the selects show it. */
export const ZUserLanguage = z.object({ language: z.string(), code: z.string() });
export type UserLanguage = z.infer<typeof ZUserLanguage>;
