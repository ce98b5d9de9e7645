import type { ReportDef, ReportResponse } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { ReportView } from './view.ts';

/** One table the report sums from, and how its rows map onto the report's groupings. */
export interface ReportSource {
  from: string;
  /** The UTC day of a row. */
  day: string;
  /** The window as a condition over the placeholders of its first day and the day after its last. */
  window: (from: string, toExclusive: string) => string;
  /** Grouping key -> the SQL of its id in this table (the groupings this source knows). */
  dims: Readonly<Record<string, string>>;
  /** Sum name -> aggregate expression. */
  sums: Readonly<Record<string, string>>;
  /** The report's threshold as a condition over the placeholders of the minimum and the window (and the view's groupings). */
  threshold?: (min: string, from: string, toExclusive: string, groupings: readonly string[]) => string;
  /** A condition always applied (e.g. paid claims only). */
  where?: string;
  /** Sums a side leaves empty where it has no row (no statement is no amount, not 0; a status is text). */
  keepNull?: readonly string[];
  /** A side summed over its whole window whatever the period (an opening balance): joined on the groupings only. */
  timeless?: boolean;
  /**
   * A pick rather than a sum (the worst buyer, the top raw status): the rows are first summed per value
   * of `of` within each row of the view (`t.value`, with `weight` as `t.weight`), then `sums` read those.
   */
  perValue?: { of: string; weight: string };
}

/** The row keys a formula may read: the period's column (when cut by time) and the groupings' id columns. */
export interface FormulaKeys {
  period: string | null;
  dims: readonly string[];
}

/**
 * The SQL side of a report (admin-api only). `main` gives the rows; each side adds sums joined on
 * the period and groupings (distinct users, sign-ups, claims): a side that does not know a chosen
 * grouping or a filtered one answers NULL rather than a figure that would not add up.
 */
export interface ServerReport {
  def: ReportDef;
  main: ReportSource;
  /** Smaller tables with the same sums, tried first: a view reads the first that knows its groupings and filters. */
  coarser?: readonly ReportSource[];
  sides?: readonly ReportSource[];
  /** A live screen over raw rows answers with its own SQL (its rows, then the same shape). */
  custom?: {
    run: (db: Queryable, view: ReportView) => Promise<ReportResponse>;
    /** Every row of the view, in order, for the CSV export (params filled in). */
    exportSql: (view: ReportView, now: Date, params: { add(value: unknown): string }) => string;
    /** The moment the live window ends. */
    windowEnd: (db: Queryable) => Promise<Date>;
  };
  /** A chart of its own (its x axis not the report's periods): SQL of the points, params filled in. */
  chart?: (view: ReportView, params: { add(value: unknown): string }) => string;
  /** Measure key -> formula over the sums (`s('revenue')`), per rule 2 of specification 04. */
  measures: Readonly<Record<string, (s: (sum: string) => string, keys?: FormulaKeys) => string>>;
}
