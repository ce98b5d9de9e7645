import type { ContractEnumName } from '../enums/index.ts';
import type { ColumnLink, ColumnType, FilterOption, ResourceDef } from '../resources/types.ts';
import type { Colour } from '../user-details/colours.ts';

/** How rows are cut in time: UTC days, ISO weeks (from Monday) or calendar months. */
export type ReportGrain = 'day' | 'week' | 'month';

/** A grouping a report may cut its rows by (besides time): app, supplier, country ... */
export interface ReportDimension {
  key: string;
  label: string;
  /** How the row's label cell is shown; the grouping's id travels beside it as `{key}_id`. */
  type: ColumnType;
  link?: ColumnLink;
  enum?: ContractEnumName;
  /** The report filters by this grouping's ids (`filter[{key}_id]`): fixed options, or from filterData. */
  filter?: { valueType?: 'integer' | 'text' | 'country'; options?: readonly FilterOption[] };
}

/**
 * What a grouping's value is, beside it (an app's publisher, project, whether its surveys run): not a
 * sum over the window but a fact of the row's id, read for the rows shown; shown with its grouping.
 */
export interface ReportFact {
  key: string;
  label: string;
  type: ColumnType;
  link?: ColumnLink;
  /** The grouping it describes. */
  of: string;
  /**
   * The report filters by this fact (`filter[{key}]`, options from filterData): every source of the
   * report knows the fact as a grouping of the same key, so every figure of a row and the totals read
   * the same filtered rows (App Overview by publisher and project).
   */
  filter?: { key: string; valueType: 'integer' | 'text' };
}

/** A figure of a row; its formula (specification 04, rule 2) lives with the report's SQL in admin-api. */
export interface ReportMeasure {
  key: string;
  label: string;
  type: 'number' | 'money' | 'percent' | 'text';
}

/** The date window every report reads (`filter[{key}From]` / `filter[{key}To]`, UTC days, To included). */
export interface ReportWindow {
  key: string;
  label: string;
  /** Default: the last N days, today included (rule 4: 30 unless another window is named)... */
  defaultDays?: number;
  /** ...or the current and N-1 previous months. */
  defaultMonths?: number;
  /** The widest window one call may ask for. */
  maxDays: number;
  /** Live screens read the last N hours instead of days (`filter[{key}]`, one of these; the first is the default). */
  hours?: readonly number[];
  /** Columns name their own periods (today, last 7 days ...): the window is the default one, not a filter. */
  fixed?: boolean;
}

/** The chart above the table, drawn from the same answer (its points are the report grouped by time only). */
export interface ReportChart {
  kind: 'line' | 'bar' | 'area';
  /** Measures drawn; `bar` series are bars in a line chart (e.g. completes under revenue). */
  series: readonly { key: string; as?: 'line' | 'bar'; /** A series that is not a measure (one product's liability). */ label?: string }[];
  /** Points by this grouping instead of by time (actions per admin, clicks by hour of day); `period` holds its label. */
  by?: string;
  /**
   * The first series stacked by the view's first grouping (the Revenue Report's net revenue by
   * dimension): points per period and value, the top values by the series over the window each an
   * area and the rest one "Other" (`stack_other`), so a period's stack adds up to its total.
   */
  stack?: boolean;
  /**
   * One line per value of this key of the points (Reconciliation Pacing: a complete month), drawn from
   * a chart of the report's own whose x axis is not time (`xAxisLabel`).
   */
  seriesBy?: string;
  xAxisLabel?: string;
}

/** A row or a chart point opens this table screen filtered to it. */
export interface ReportDrill {
  routeName: string;
  /** The target's dateRange filter the row's period fills (none: the target is not dated, e.g. Questions Mapping). */
  dateFilter?: string;
  /** Grouping key -> the target's filter its id fills. */
  filters?: Readonly<Record<string, string>>;
}

export interface ReportDef {
  name: string;
  /** The list call: GET {url}; export at {url}/export. */
  url: string;
  /** The page; its permission guards the calls. */
  routeName: string;
  title: string;
  /** Time grains offered (`filter[grain]`), the first the default; empty: rows are not cut by time. */
  grains: readonly ReportGrain[];
  dimensions: readonly ReportDimension[];
  /** Groupings of a fresh view, and how many one call may combine (`filter[groupBy]`; max 0: fixed). */
  groupBy: { default: readonly string[]; max: number };
  measures: readonly ReportMeasure[];
  /** Facts of a grouping's value, after its column (App Overview: each app's publisher and project). */
  facts?: readonly ReportFact[];
  window: ReportWindow;
  chart: ReportChart;
  drill?: ReportDrill;
  exportName?: string;
  /**
   * A grouping one value of which must be chosen (a required selector): without it the view shows the
   * window's top value by revenue, named in its rows.
   */
  requires?: string;
  /**
   * Keeps only the rows of groups that reach a minimum (`filter[{key}]`, e.g. IPs shared by at least 2
   * users in the window); counted over the window's rows before they are grouped, so totals stay counts.
   */
  threshold?: { key: string; label: string; default: number };
  /** A per-product page (specification 04 section 1): it reads only this app's rows (po 13, fs 16 ...). */
  appId?: number;
  /** Reports made once per product share one server side, found by this name (e.g. product_performance). */
  family?: string;
  /**
   * Traffic-light cells the screen names (specification 02 section 9): column key -> the colour of a
   * row's cell, or null; '*' colours every cell of the row (a late or failing job).
   */
  colours?: Readonly<Record<string, (row: Readonly<Record<string, unknown>>) => Colour | null>>;
  /** The same report as a table definition: the TableScreen's filters, URL state, paging and export read it. */
  resource: ResourceDef;
}
