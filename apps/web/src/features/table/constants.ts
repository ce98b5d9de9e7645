import { LIST_DEFAULTS } from '@bo/contract';

/** Business constants of the table screens (specification 01, sections 2.7, 4, 5 and 9). */
export const TABLE_CONSTANTS = {
  /** "Pagination shows at most 5 page numbers, in a sliding window." */
  pageWindowSize: 5,
  /** "Date-range change emits after 500 ms." */
  dateRangeEmitDelayMs: 500,
  /** "Month picker offers the current month and the 11 previous ones (value YYYY-MM)." */
  previousMonths: 11,
  /** "Multi-select remote search page size 20." */
  searchPageSize: LIST_DEFAULTS.searchPageSize,
  /** "Tag input accepts only existing tags; separators are space, comma and semicolon by default." */
  tagSeparators: [' ', ',', ';'] as readonly string[],
  /** "Sticky header max height 80vh." */
  stickyHeaderMaxHeight: '80vh',
  /** "Textarea default 5 rows in filters." */
  filterTextareaRows: 5,
} as const;

/** Multi-value filters travel comma-joined in the URL and to the server (specification 01, 2.7). */
export const LIST_SEPARATOR = ',';
