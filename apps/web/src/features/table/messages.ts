import { FRAMEWORK_MESSAGES, STATUS_ACTION_MESSAGES, formatFileSize } from '@bo/contract';

/** "Filter bar labels default to 'Search', 'Import', 'CSV Export', 'Add Another'" (specification 01, 2.7). */
export const FILTER_BAR_LABELS = {
  search: 'Search',
  import: 'Import',
  export: 'CSV Export',
  addAnother: 'Add Another',
} as const;
export type FilterBarLabels = { [K in keyof typeof FILTER_BAR_LABELS]: string };

/** The specification's words (contract), re-exported so table code imports one place. */
export const NO_DATA = FRAMEWORK_MESSAGES.noData;
export const importedMessage = FRAMEWORK_MESSAGES.imported;

/** Ours: the messages the specification leaves open. */
export const TABLE_MESSAGES = {
  exporting: (bytes: number): string => `Exporting… ${formatFileSize(bytes)} received`,
  /** The free `search` input; its placeholder says what it matches (the resource's `search`). */
  freeSearchLabel: 'Quick search',
  exportStarting: 'Preparing the export…',
  /** A failed search, shown in the table above the last rows (issue 19). */
  loadFailed: 'The table could not be loaded',
  retry: 'Retry',
  simplePageLabel: (page: number): string => `Page ${page}`,
  perPageLabel: 'Rows per page',
  perPageOption: (n: number): string => `${n} per page`,
  /** A capped total reads "10,000+" (issue 25: lists count up to a cap). */
  rangeLabel: (from: number, to: number, total: number, capped = false): string =>
    capped ? `${from}-${to} of ${total.toLocaleString('en-US')}+` : `${from}-${to} of ${total}`,
  /** The two inputs of a range filter. */
  fromLabel: (label: string): string => `${label} from`,
  toLabel: (label: string): string => `${label} to`,
  /** An import with a preview: what the file would change, asked before anything is written. */
  previewTitle: (fileName: string): string => `Import ${fileName}?`,
  previewText: 'Nothing has been written yet. Importing this file will change:',
  previewConfirm: 'Import',
  previewCancel: 'Cancel',
  /** The view options kept per admin (issue 19, item 5). */
  columns: 'Columns',
  columnsReset: 'Reset',
  density: 'Row density',
  densities: { comfortable: 'Comfortable', compact: 'Compact' },
  /** Row selection and bulk actions (issue 19, item 5). */
  selectAll: 'Select all rows on this page',
  selectRow: (id: unknown): string => `Select row ${String(id)}`,
  selectedCount: (n: number): string => `${n} selected`,
  clearSelection: 'Clear selection',
  bulkTitle: (label: string, n: number): string => `${label}: ${n} ${n === 1 ? 'row' : 'rows'}`,
  bulkConfirmText: (label: string, n: number): string =>
    `${label} the ${n} selected ${n === 1 ? 'row' : 'rows'}? Each one is changed or none.`,
  bulkDone: (label: string, n: number): string => `${label}: done for ${n} ${n === 1 ? 'row' : 'rows'}`,
  bulkCommentRequired: STATUS_ACTION_MESSAGES.commentRequired,
  cancel: 'Cancel',
} as const;

/** The header of the trailing column of per-row buttons. */
export const ROW_ACTIONS_LABEL = 'Actions';
