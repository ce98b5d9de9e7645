import type { ResourceDef } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { ImportRows } from './import-file.ts';

/** Where a filter reads: a SQL expression (the kind decides the operator) or a custom condition. */
export type FilterSql =
  | string
  | {
      expr: string;
      /** SQL type the value is cast to; defaults by value type (bigint, numeric, text, bpchar, inet). */
      cast?: string;
    }
  | {
      /** A condition built around the placeholder of the (already validated) value. */
      where: (placeholder: string) => string;
      cast?: string;
    };

/** How an import writes: the table, the SQL type of each import column, the conflict key. */
export interface ImportSql {
  table: string;
  /** SQL type of each import column, for jsonb_to_recordset. */
  types: Record<string, string>;
  /** Columns set on every written row: the time of the import, or the importing admin's id. */
  touch?: Record<string, 'now' | 'admin'>;
  /**
   * A writer of its own (an import that records itself, e.g. IAP files): given the checked rows, in the
   * import's one transaction; it may still refuse rows (422, nothing written). Answers the rows it wrote.
   */
  write?: (tx: Queryable, file: ImportRows, ctx: { adminId: number; fileName: string }) => Promise<ImportWritten>;
}

/** What an import wrote, and (for its preview and its answer) what it changed, as labelled figures. */
export interface ImportWritten {
  rows_inserted?: number;
  rows_updated?: number;
  changes?: Array<{ label: string; value: string | number }>;
}

/** Rows that point at a record and forbid its delete: a count over them, given the record's id as $1. */
export interface FormDependant {
  /** What depends, in the refusal: 'spend rows'. */
  label: string;
  /** `SELECT count(*) ... WHERE x = $1`: how many rows depend on the record. */
  count: string;
}

/**
 * Columns whose values together must stay unique (a unique index of the table): form fields and fixed
 * columns, e.g. ['app_id', 'code']. A second row is refused with 409 and the duplicate message under the
 * key's form fields, naming them.
 */
export interface FormUniqueKey {
  columns: readonly string[];
  /** Text compared case-insensitively (the index is on lower(column)). */
  ignoreCase?: boolean;
}

/** How the form engine writes one row: the table, its key, the keys that must stay unique, the touched columns. */
export interface FormSql {
  table: string;
  /**
   * The row's integer key column ('id' unless said): the `:id` of edit and delete. When it is a form field
   * (a VIP user's user_id), create takes it from the form; otherwise the table generates it.
   */
  key?: string;
  /** One column that must stay unique (a field), or several keys of one or more columns each. */
  unique?: string | readonly FormUniqueKey[];
  /** Columns set on every create and edit: the time, or the writing admin's id. */
  touch?: Record<string, 'now' | 'admin'>;
  /** Columns set to a value of our code when a row is created (a product page's app id), never a request's; edit leaves them. */
  fixed?: Record<string, string | number>;
  /** `SELECT value, label` of each 'server' options field; a saved value must be one of them. */
  options?: Record<string, string>;
  /** A field whose value must name an existing row: SQL finding it from the value as $1 (else 422 naming the field). */
  exists?: Record<string, string>;
  /** Delete is refused (409) while any of these count rows. */
  dependants?: readonly FormDependant[];
  /**
   * Rules of our code beyond the schema, in the write's transaction before it (throw an HttpError: 422
   * naming the field, 403); `id` is null on create.
   */
  check?: (tx: Queryable, values: Record<string, unknown>, ctx: FormWriter, id: number | null) => Promise<void>;
  /**
   * Fields kept outside the table (a survey group's member surveys): never written as columns; once the
   * row is written, each writer gets the field's value in the same transaction (an edit without the field
   * leaves them as they are). A writer may refuse with an HttpError (422 naming the field): nothing is written.
   */
  outside?: Record<string, (tx: Queryable, id: number, value: unknown) => Promise<void>>;
  /** Runs in the write's transaction once the row is written (create, update) or before it is deleted. */
  afterWrite?: (tx: Queryable, id: number, write: 'create' | 'update' | 'delete', ctx: FormWriter, url: string) => Promise<void>;
}

/** Who writes through the form engine (from the gateway's signed context). */
export interface FormWriter {
  adminId: number;
  originalAdminId: number | null;
  role: number;
}

/**
 * The SQL side of a resource (admin-api only): what the contract's definition reads from. Every
 * identifier here is written by us; request values only ever reach SQL as parameters.
 */
export interface ServerResource {
  def: ResourceDef;
  /** The table or view with its joins. */
  from: string;
  /** The row key: tie-breaker of every sort, and the detail lookup. */
  idExpr: string;
  /** SQL type of the id, for the detail lookup and id filters. */
  idType?: 'bigint' | 'integer';
  /** SQL expression of every column of the definition. */
  columns: Record<string, string>;
  /** Filter SQL by key; a filter without an entry reads the column of the same key. */
  filters?: Record<string, FilterSql>;
  /** Sort expressions; a sortable column without an entry sorts by its column expression. */
  sorts?: Record<string, string>;
  /** `SELECT value, label` of each filterData filter. */
  options?: Record<string, string>;
  /**
   * A grouped source whose figures some filters narrow before the grouping (Popular Questions: the PSA
   * surveys of a country and a window behind each question), where a WHERE on the grouped rows could only
   * keep or drop a row. These filters' conditions are built as usual from their SQL here and handed to
   * `build` by filter key (only the filters in use); they never reach the WHERE. `from` stays the source
   * with none of them (the detail and form lookups).
   */
  scopedFrom?: {
    filters: Record<string, FilterSql>;
    build: (conditions: Readonly<Record<string, string>>) => string;
  };
  /** The free `search` condition, given the placeholders of the text, its LIKE pattern and the text as an id (or null). */
  search?: (p: { text: string; pattern: string; id: string }) => string;
  /** Aggregate expression of each statistic, over the filtered rows. */
  statistics?: Record<string, string>;
  import?: ImportSql;
  form?: FormSql;
  /**
   * Time-ordered logs: a page filtered by a closed date range of at most `maxDays` is read through
   * the date index and then sorted by id. Left alone, PostgreSQL walks the id index from the newest
   * row and filters, which reads millions of rows when the range lies weeks back.
   */
  rangeFirst?: { filter: string; maxDays: number };
  /**
   * A window of exactly one UTC day of `filter`, with one value in each of `with`, also matches
   * `expr = day`: an index (with..., expr, id) then serves the page in id order, reading only its rows
   * (issue 25: clicks of one day and one status, migration 047). The date window stays as it is.
   */
  dayIndex?: { filter: string; expr: string; with: readonly string[] };
  /**
   * List filters whose column leads an (x, id) index: several values of one of them are read as one
   * index-ordered branch per value, each with its own LIMIT, merged (issue 25), instead of `= ANY`
   * (which reads every matching row and sorts them). Up to BRANCH_MAX values, default id order only.
   */
  valueBranches?: readonly string[];
  /**
   * Sort keys besides the row key whose next and previous pages seek from the boundary row (issue 25):
   * `(sort, id) < ((the boundary row's sort value), after)` in the ORDER BY's own direction, which a
   * (column, id) index serves. Only for a sort expression that is a NOT NULL column of the base table and
   * never changes once the row is written (created_at, the row's app ...): a NULL would drop out of the row
   * comparison, and a changed value would seek from the row's new place (keyset.test.ts checks NOT NULL).
   */
  keysetSorts?: readonly string[];
  /**
   * Tables whose id grows with `column` (rows are written with the time of their writing), up to
   * `disorder` (an interval: how much older than an earlier row a later one may be dated): a window of
   * the date filter `filter` also becomes an id range, found by two probes of `table`'s `column` index,
   * so a page with the window walks an (x, id) index (or the id index) inside that range (issue 25).
   */
  idWindow?: { filter: string; table: string; column: string; disorder: string };
}

/** A validated list request. */
export interface ListParams {
  page: number;
  itemPerPage: number;
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  withFilterData: boolean;
  onlyFilterData: boolean;
  search: string | null;
  /** Validated filter values by filter key. */
  filters: Map<string, FilterValue>;
  /** How many numbered columns of the resource's dynamicFields each row carries (0: none). */
  dynamicFieldCount: number;
  /**
   * The boundary the page is read from (keyset, issue 25): the next page of a shown page continues
   * past its last row id (`after`), the previous one before its first (`before`). Null: OFFSET.
   */
  boundary: PageBoundary | null;
}

/** A row id a page continues from: after it (the next page) or before it (the previous page). */
export type PageBoundary = { side: 'after' | 'before'; id: number };

export type Scalar = string | number;

export type FilterValue =
  | { kind: 'one'; value: Scalar }
  | { kind: 'many'; values: Scalar[] }
  | { kind: 'text'; pattern: string }
  | { kind: 'between'; from: Scalar | null; to: Scalar | null };

/** Raw request parameters: query string, JSON body or multipart fields, flattened. */
export type RawParams = Record<string, string | undefined>;
