import { z } from 'zod';
import { rowSchemaOf } from '../resources/rows.ts';
import type { ReportDef } from './types.ts';
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

/**
 * A grouping's cell is its label, whatever its column's type says of the value it names: a name, or the value
 * itself as admin-api's report labels give it (an hour, a bucket, a user id as text).
 */
const ZGroupingLabel = z.union([z.string(), z.number()]).nullable().optional();

/** A report's answer with its rows described: a page's rows carry the columns its view shows, and its groupings' ids. */
export function reportAnswerOf(report: Pick<ReportDef, 'dimensions' | 'resource'>) {
  const row = rowSchemaOf(report.resource, { partial: true });
  const columns = new Set(report.resource.columns.map((c) => c.key));
  const labels = Object.fromEntries(report.dimensions.filter((d) => columns.has(d.key)).map((d) => [d.key, ZGroupingLabel]));
  return ZReportResponse.extend({ data: z.array(row.extend(labels).meta(row.meta() ?? {})) });
}
