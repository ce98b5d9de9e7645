import type { ReportDrill, ReportWindow } from '../types.ts';

/** The windows the reports share (specification 04, rule 4): days ending today, or months. */
export const WINDOW = {
  /** The last 30 days, today included; at most a year. */
  days: { key: 'day', label: 'Date', defaultDays: 30, maxDays: 366 },
  /** The last 30 days; up to two years (revenue cuts). */
  daysLong: { key: 'day', label: 'Date', defaultDays: 30, maxDays: 731 },
  /** The current and 11 previous months. */
  months12: { key: 'day', label: 'Months', defaultMonths: 12, maxDays: 731 },
} as const satisfies Record<string, ReportWindow>;

/** A row opens the completes (or clicks) of its period, filtered to its supplier. */
export const DRILL = {
  completes: { routeName: 'completes', dateFilter: 'completed_at', filters: { supplier: 'supplier_id' } },
  clicks: { routeName: 'clicks', dateFilter: 'created_at', filters: { supplier: 'supplier_id' } },
} as const satisfies Record<string, ReportDrill>;
