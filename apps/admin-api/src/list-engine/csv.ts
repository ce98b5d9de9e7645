import Papa from 'papaparse';
import { enumLabel, type ResourceColumn } from '@bo/contract';

/**
 * A cell starting with = + - @ (or tab / carriage return) would run as a formula in a
 * spreadsheet: papaparse prefixes it with a quote. Papaparse's own pattern (/^[=+\-@\t\r].*$/)
 * misses values with a line break, so the prefix alone is tested. A plain negative number
 * (numeric columns arrive from PostgreSQL as text: '-12.50') is a value, not a formula: it stays
 * as it is, so a refund reads as a number and an exported file imports again.
 */
export const FORMULA_START = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The specification's datetime format Y-m-d H:i:S (section 9), in UTC. */
export function csvDateTime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/**
 * One value as a CSV cell: a coded column (enum) writes the label its table cell shows (issue 19),
 * numbers stay numbers (never escaped), the rest becomes text.
 */
export function csvCell(value: unknown, column: Pick<ResourceColumn, 'type' | 'enum'>): string | number {
  if (value === null || value === undefined) return '';
  const type = column.type;
  if (column.enum) {
    const label = enumLabel(column.enum, value);
    if (label !== undefined) return label;
  }
  if (value instanceof Date) return type === 'date' ? csvDateTime(value).slice(0, 10) : csvDateTime(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows of cells as CSV lines (CRLF, RFC 4180), formulas neutralised. */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows as (string | number)[][], { escapeFormulae: FORMULA_START, newline: '\r\n', header: false })}\r\n`;
}
