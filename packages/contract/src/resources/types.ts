import type { ContractEnumName } from '../enums/index.ts';
import type { FilterOption } from './filter-option.ts';
import type { ResourceForm } from './form.ts';
import type { Colour } from '../user-details/colours.ts';

/** How a cell is shown (and formatted in CSV). */
export type ColumnType = 'id' | 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'status' | 'boolean' | 'json';

/** An entity label: the cell links to a route, shown only if the admin may open it (specification 01, 2.8). */
export interface ColumnLink {
  routeName: string;
  /** The route param the value fills, e.g. surveyId. */
  paramName: string;
  /** The row field holding the param value, e.g. survey_id. */
  valueKey: string;
}

export interface ResourceColumn {
  key: string;
  label: string;
  type: ColumnType;
  sortable?: boolean;
  link?: ColumnLink;
  /** Name of a contract enum (contractEnums) whose labels the cell shows. */
  enum?: ContractEnumName;
}

export type FilterKind = 'equality' | 'list' | 'text' | 'range' | 'dateRange' | 'month' | 'select' | 'multiSelect' | 'tags' | 'file';

/** What one filter value must be; checked before any SQL runs. */
export type FilterValueType = 'integer' | 'number' | 'text' | 'country' | 'ip';

export type { FilterOption } from './filter-option.ts';

export interface ResourceFilter {
  /** Query key: filter[key], or filter[keyFrom] / filter[keyTo] for ranges. */
  key: string;
  label: string;
  kind: FilterKind;
  /** Defaults: text for text filters, integer otherwise. */
  valueType?: FilterValueType;
  /** 'filterData': the first response carries the options; or fixed options. */
  optionsFrom?: 'filterData' | readonly FilterOption[];
  /** Remote search of a multi-select (GET searchUrl?search=..&itemPerPage=20). */
  searchUrl?: string;
}

/** One CSV column of an import and the rule each cell must pass. */
export interface ImportColumn {
  key: string;
  type: 'integer' | 'number' | 'text' | 'email' | 'country' | 'list';
  required?: boolean;
  /** Smallest number allowed (integer and number). */
  min?: number;
  /** Longest text allowed (text, email, list items). */
  maxLength?: number;
  /** The value must be the id of an existing row of this entity (checked by the server). */
  references?: string;
}

export interface ResourceImport {
  columns: readonly ImportColumn[];
  /** insert answers rows_inserted; upsert (on `key`) answers rows_updated. */
  mode: 'insert' | 'upsert';
  /** The conflict key: one column, or several separated by commas (a natural key such as 'day, app_id'). */
  key?: string;
  /**
   * The file is first checked and written in a transaction that is rolled back (POST {import}-preview):
   * the SPA shows what would change and writes only when the admin confirms.
   */
  preview?: boolean;
}

export interface ResourceStatistic {
  key: string;
  label: string;
  type: 'number' | 'money';
}

/**
 * The chart above a table screen (issue 18): a statistic of the filtered rows (the same rows the table and
 * its statistics read, under the same filters and search; not only the page shown) per value of a column,
 * cut into one bar or area per value of another column, with another statistic as a line on the right axis.
 * Served by GET {url}/chart with the screen's permission.
 */
export interface ResourceChart {
  kind: 'bar' | 'area';
  /** The x axis: a column's key (a date column: one point per day). */
  x: string;
  /** The statistic (of `statistics`) summed per point. */
  value: string;
  /** One stacked bar or area per value of this column (the largest eight over the rows, the rest one "Other"). */
  stackBy?: string;
  /** A statistic of the same rows per point, drawn as a line on the right axis (e.g. ROAS D7 %). */
  line?: string;
}

/**
 * A list column spread over numbered columns ('Precode 1', 'Precode 2' ...): a search or an export
 * asks for as many as its dynamicFieldCount says (specification 01, 7); rows then carry
 * `{key}_1` ... `{key}_N`, the list's items in order (empty past its end).
 */
export interface ResourceDynamicFields {
  /** The list column spread out. */
  key: string;
  /** Numbered labels: '{label} 1' ... */
  label: string;
  /** Most numbered columns one call may ask for. */
  max: number;
  /** The statistic holding the longest list among the filtered rows: how many columns an export asks for. */
  countStatistic: string;
}

export interface ResourceDetail {
  /** The detail page; its permission guards GET {url}/:id. */
  routeName: string;
  /** The entity's name in messages: 'Survey 123 not found'. */
  entity: string;
}

/**
 * A call that acts on the rows selected on a table screen (issue 19, item 5): the screen shows a
 * checkbox column and, once rows are chosen, this action; it asks for confirmation, then sends
 * `{ [idsField]: the ids, ...values, [commentField.key]: the text typed }` to the catalogue call.
 */
export interface ResourceBulkAction {
  /** The button, e.g. 'Ban'. */
  label: string;
  /** Catalogue call name (api/calls), e.g. 'userActions.bulkStatus': its method, path and permission. */
  call: string;
  /** The body field carrying the selected rows' ids. */
  idsField: string;
  /** The fixed fields of the body. */
  values: Readonly<Record<string, string | number | boolean>>;
  /** A required text the confirmation asks for (an internal comment). */
  commentField?: { key: string; label: string };
}

/**
 * A table screen as data (ARCHITECTURE.md, "Table screens are data, not code"): the SPA's
 * TableScreen renders it, admin-api's list engine serves it, the gateway guards its calls.
 */
export interface ResourceDef {
  name: string;
  /** The list call, e.g. /api/surveys; /file, /import, /export and /:id hang off it. */
  url: string;
  /** The page; its permission guards the calls. */
  routeName: string;
  title: string;
  columns: readonly ResourceColumn[];
  filters: readonly ResourceFilter[];
  defaultSort: { key: string; direction: 'asc' | 'desc' };
  pageSize: number;
  /** No COUNT over the table: total is null and the next page is known from one extra row. */
  simplePaginate: boolean;
  exportable: boolean;
  importable?: ResourceImport;
  importUrl?: string;
  /** Called directly with the filters (no file-name step); saved as {exportName}.csv. */
  exportUrl?: string;
  exportName?: string;
  /** The `search` query parameter (multi-select remote search and free search) and what it matches. */
  search?: string;
  statistics?: readonly ResourceStatistic[];
  chart?: ResourceChart;
  dynamicFields?: ResourceDynamicFields;
  /**
   * What a screen opened without any list state in its URL filters by (specification 04: claims' status
   * 0 and 3, a log's date (7 d or 24 h)): a filter's key and its URL value, or, for a date range, the last N
   * days ending today (UTC), or the UTC days the last N hours touch (24 h: yesterday and today). The SPA writes them into the filter bar, where they can be cleared; from then on
   * the URL says what is filtered.
   */
  defaultFilters?: Readonly<Record<string, string | { lastDays: number } | { lastHours: number }>>;
  /** Traffic-light cells (specification 02 section 9): column key -> the colour of a row's cell, or null. */
  colours?: Readonly<Record<string, (row: Readonly<Record<string, unknown>>) => Colour | null>>;
  /** Create ('Add Another', POST {url}), edit (PUT {url}/:id) and delete (DELETE {url}/:id) forms. */
  form?: ResourceForm;
  detail?: ResourceDetail;
  /** Actions on the selected rows (a checkbox column and an action bar); none by default. */
  bulkActions?: readonly ResourceBulkAction[];
}
