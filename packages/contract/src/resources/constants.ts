/** Limits of the table screens (specification 01, section 9, and the list engine's own bounds). */
export const LIST_DEFAULTS = {
  /** Default page size (specification 01, section 9). */
  pageSize: 50,
  /** Default sort: id descending (specification 01, section 9). */
  sort: { key: 'id', direction: 'desc' },
  /** Largest itemPerPage a list call accepts; exports have no page. */
  maxPageSize: 1000,
  /** Multi-select remote search page size (specification 01, section 9). */
  searchPageSize: 20,
  /** Longest text filter value. */
  maxTextLength: 255,
  /** Most values in one comma-joined list filter. */
  maxListValues: 1000,
  /** Most ids a file filter may carry. */
  maxFileValues: 100_000,
} as const;

/** Largest CSV upload (import and file filters): 20 MB. */
export const CSV_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
