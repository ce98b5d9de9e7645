import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '@bo/contract';
import { unprocessable } from '@bo/server-kit';

/**
 * An uploaded CSV as rows of cells. Row numbers are spreadsheet lines: the first record is row 1.
 * Blank records are kept (as []) so later rows keep their numbers. A malformed file (an unclosed
 * quote ...) is refused with the row where it breaks.
 */
export function readCsvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  // A one-column file has no delimiter to detect: that is not an error.
  const fatal = parsed.errors.find((e) => e.type !== 'Delimiter');
  if (fatal) throw unprocessable([IMPORT_MESSAGES.unreadable((fatal.row ?? 0) + 1, fatal.message)]);
  return parsed.data.map((cells) => (cells.every((c) => c.trim() === '') ? [] : cells));
}
