/**
 * Messages of the table screens' server side (list, file filters, import, export, details). The
 * specification leaves them open; they live here once so the server and the SPA say the same thing.
 */
export const LIST_MESSAGES = {
  wholeNumber: 'Must be a whole number.',
  wholeNumbers: 'Must be whole numbers separated by commas.',
  number: 'Must be a number.',
  date: 'Must be a date (YYYY-MM-DD).',
  month: 'Must be a month (YYYY-MM).',
  dateOrder: 'To cannot be before From.',
  rangeOrder: 'To cannot be less than From.',
  country: 'Must be a two-letter country code.',
  countries: 'Must be two-letter country codes separated by commas.',
  ip: 'Must be an IP address.',
  flag: 'Must be 0 or 1.',
  page: 'Must be a whole number of 1 or more.',
  orderDirection: 'Must be asc or desc.',
  boundary: 'Must be the id of a row (a whole number).',
  oneBoundary: 'Give after or before, not both.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  tooMany: (max: number) => `At most ${max} values.`,
  oneOf: (values: readonly (string | number)[]) => `Must be one of: ${values.join(', ')}.`,
  pageSize: (max: number) => `Must be a whole number from 1 to ${max}.`,
  cannotSort: (key: string) => `Cannot sort by ${key}.`,
  unknownColumn: (key: string) => `Unknown column: ${key}.`,
  fileName: 'Must be a file name ending in .csv.',
  unknownFilter: 'Unknown filter.',
  dynamicFieldCount: (max: number) => (max === 0 ? 'This table has no dynamic columns.' : `Must be a whole number from 0 to ${max}.`),
  notFound: (entity: string, id: string | number) => `${entity} ${id} not found`,
} as const;

export const UPLOAD_MESSAGES = {
  fileRequired: 'A CSV file is required.',
  fileType: 'Only CSV files (.csv, text/csv) are accepted.',
  fileEncoding: 'The file must be UTF-8 text.',
  fileTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  oneFile: 'Send one file only.',
  notMultipart: 'Send the file as multipart/form-data.',
  noFileFilter: 'This table has no file filter: send the search without a file.',
} as const;

/** Import failures name the row (the spreadsheet line: the header is row 1) and the column. */
export const IMPORT_MESSAGES = {
  row: (row: number, column: string, reason: string) => `Row ${row}, column ${column}: ${reason}`,
  empty: 'The file has no data rows.',
  missingColumn: (column: string) => `Missing column: ${column}`,
  unknownColumn: (column: string) => `Unknown column: ${column}`,
  duplicateColumn: (column: string) => `Duplicate column: ${column}`,
  notImportable: 'This table cannot be imported.',
  unreadable: (row: number, reason: string) => `Row ${row}: ${reason}`,
  /** The database refused the rows (a rule the checks above do not know); nothing was written. */
  rejected: (rule: string) => `The file breaks a rule of the data (${rule}); nothing was written.`,
  tooManyErrors: (shown: number) => `Only the first ${shown} problems are listed.`,
  reason: {
    required: 'is required',
    wholeNumber: 'must be a whole number',
    number: 'must be a number',
    email: 'must be a valid e-mail',
    country: 'must be a two-letter country code',
    list: 'must be values separated by commas',
    atLeast: (min: number) => `must be ${min} or more`,
    tooLong: (max: number) => `must be at most ${max} characters`,
    duplicate: (row: number) => `repeats the value of row ${row}`,
    missing: (entity: string, value: string | number) => `${entity} ${value} does not exist`,
  },
} as const;
