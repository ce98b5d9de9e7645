import { z } from 'zod';
import { ZListResponse } from '../schemas/list.ts';

/**
 * A report's answer: the list response of every table (its rows one page of the grouped report,
 * statistic_data the totals row), plus the chart's points (the report grouped by time only, over the
 * whole window; a stacked chart's by time and the first grouping) and the view the server settled on (window and groupings after defaults).
 */
export const ZReportResponse = ZListResponse.extend({
  chart: z.array(z.record(z.string(), z.unknown())),
  report: z.object({ from: z.string(), to: z.string(), grain: z.string().nullable(), groupBy: z.array(z.string()) }),
});
export type ReportResponse = z.infer<typeof ZReportResponse>;
