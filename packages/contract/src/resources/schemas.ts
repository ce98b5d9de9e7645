import { z } from 'zod';

/** First step of a two-step export: the name the SPA saves the CSV under. */
export const ZExportFileNameAnswer = z.object({ data: z.object({ file_name: z.string() }) });
export type ExportFileNameAnswer = z.infer<typeof ZExportFileNameAnswer>;

/** GET {url}/:id: one row with the resource's columns. */
export const ZResourceDetailAnswer = z.object({ data: z.record(z.string(), z.unknown()) });

/**
 * GET {url}/chart (a resource's `chart`): its value statistic per x value (and stack value, the largest
 * eight by total and the rest summed as "Other"; null without stackBy) and its line statistic per x value,
 * over every row the same filters and search keep, x ascending.
 */
export const ZResourceChartAnswer = z.object({
  data: z.object({
    points: z.array(z.object({ period: z.string(), stack: z.string().nullable(), value: z.number() })),
    line: z.array(z.object({ period: z.string(), value: z.number().nullable() })),
  }),
});
export type ResourceChartAnswer = z.infer<typeof ZResourceChartAnswer>;

/** Survey basic card (specification 01, section 3). */
export const ZSurveyBasicAnswer = z.object({
  data: z.object({
    survey: z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.number().int(),
      visibility: z.number().int(),
      /** JSON text of a list of texts, as the specification describes it; shown when not visible. */
      reasons: z.string(),
      created_at: z.string(),
      created_at_timeago: z.string(),
      country_name: z.string().nullable(),
      country_code: z.string().nullable(),
      supplier_id: z.number().int(),
      supplier_name: z.string(),
      /** The buyer row's id (admin.supplier_buyers.id), null when the survey has no buyer. */
      buyer_id: z.number().int().nullable(),
      revenue: z.number(),
    }),
    supplier_buyer: z.object({ id: z.number().int(), supplier_buyer_id: z.string(), supplier_buyer_name: z.string() }).nullable(),
    performance: z.object({ clicks_count: z.number().int(), completes_count: z.number().int(), completes_percentage: z.number() }),
  }),
});
export type SurveyBasicAnswer = z.infer<typeof ZSurveyBasicAnswer>;

/** Clicks Breakdown modal rows (specification 01, section 3): one row per click status and response status. */
export const ZClickBreakdownAnswer = z.object({
  data: z.array(z.object({ clicks_ct: z.number().int(), name: z.string(), response_status: z.string().nullable() })),
});
export type ClickBreakdownAnswer = z.infer<typeof ZClickBreakdownAnswer>;

/** User basic card of the earning product (specification 01, section 3); amounts in cents (shown divided by 100). */
export const ZEarnStarUserBasicAnswer = z.object({
  data: z.object({
    user: z.object({
      id: z.number().int(),
      status: z.number().int(),
      app_id: z.number().int(),
      app_name: z.string(),
      created_at: z.string(),
      created_at_timeago: z.string(),
      country_name: z.string().nullable(),
      country_code: z.string().nullable(),
      default_currency: z.string().nullable(),
    }),
    balance: z.number().int(),
    total_reward: z.number().int(),
    top_rewards: z.array(z.object({ name: z.string(), reward: z.number().int(), created_at: z.string() })),
    /** The user's level and its name on the product's ladder (hc, po, es: issue 16); null below the first. */
    level: z.object({ level: z.number().int(), name: z.string().nullable() }).nullable().optional(),
  }),
});
export type EarnStarUserBasicAnswer = z.infer<typeof ZEarnStarUserBasicAnswer>;
