/** The report engine's messages (the specification leaves them open): server and SPA say the same. */
export const REPORT_MESSAGES = {
  windowTooWide: (maxDays: number) => `The window may span at most ${maxDays} days.`,
  tooManyGroupings: (max: number) => `At most ${max} groupings.`,
  thresholdTooLow: 'The minimum must be at least 1.',
  /** A filter of the report's facts names a value the data does not hold (an unknown publisher id). */
  unknownValues: (label: string, values: readonly (string | number)[]) => `No ${label.toLowerCase()} ${values.join(', ')}.`,
  totals: 'Total',
  noData: 'No data in this window.',
  /** A stacked chart's area of every value past the top ones. */
  stackOther: 'Other',
} as const;

/** A stacked chart (ReportChart.stack) draws this many values of its grouping, the rest as one "Other". */
export const REPORT_STACK_AREAS = 7;

/** Keys of the report filters the engine itself reads (beside the window and the groupings' ids). */
export const REPORT_FILTER = { groupBy: 'groupBy', grain: 'grain' } as const;

/** The row's time column (the start day of its day, week or month). */
export const REPORT_PERIOD_KEY = 'period';

/** Reconciliation Pacing's curve: days 0 to this after each month's end (the demo's land within 42). */
export const PACING_CURVE_DAYS = 60;
/** ...for the month reconciling now and this many months before it. */
export const PACING_CURVE_PRIOR_MONTHS = 6;
