import { IMPORT_MESSAGES, type ImportColumn, type ResourceDef } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import { readCsvRows } from './csv-read.ts';
import { parseCell, type CellValue } from './import-cells.ts';

/** How many problems one answer lists: enough to fix a file in one go, never a wall of text. */
const MAX_LISTED_PROBLEMS = 20;

export interface ImportRows {
  /** The import columns the file has, in the file's order. */
  columns: ImportColumn[];
  rows: Array<{ rowNumber: number; values: Record<string, CellValue> }>;
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Maps the header to import columns: a column's key or its label (so an exported file can come
 * back). Other columns of the table (read-only ones such as Created) are ignored; anything else is
 * refused, as is a missing required column.
 */
function mapHeader(def: ResourceDef, header: string[], problems: string[]): Array<ImportColumn | null> {
  const importable = def.importable!.columns;
  const byName = new Map<string, ImportColumn>();
  for (const c of importable) byName.set(norm(c.key), c);
  for (const c of def.columns) {
    const target = importable.find((i) => i.key === c.key);
    if (target) byName.set(norm(c.label), target);
  }
  const known = new Set(def.columns.flatMap((c) => [norm(c.key), norm(c.label)]));
  const seen = new Set<string>();
  const mapped = header.map((cell) => {
    const column = byName.get(norm(cell));
    if (!column) {
      if (!known.has(norm(cell)) && cell.trim() !== '') problems.push(IMPORT_MESSAGES.unknownColumn(cell.trim()));
      return null;
    }
    if (seen.has(column.key)) problems.push(IMPORT_MESSAGES.duplicateColumn(column.key));
    seen.add(column.key);
    return column;
  });
  const required = importable.filter((c) => c.required || c.key === def.importable!.key);
  for (const c of required) if (!seen.has(c.key)) problems.push(IMPORT_MESSAGES.missingColumn(c.key));
  return mapped;
}

/** How to find which of a file's values exist as an entity (ImportColumn.references), and its name in messages. */
export type ImportReferences = Record<string, { entity: string; existing: string }>;

/** Values that must exist elsewhere (a survey id, a country ...): one query per referenced entity. */
async function checkReferences(db: Queryable, parsed: ImportRows, references: ImportReferences, problems: string[]): Promise<void> {
  for (const column of parsed.columns.filter((c) => c.references)) {
    const ref = references[column.references!];
    if (!ref) throw new Error(`Unknown import reference ${column.references}`);
    const wanted = [
      ...new Set(parsed.rows.map((r) => r.values[column.key]).filter((v): v is string | number => v !== null && !Array.isArray(v))),
    ];
    if (wanted.length === 0) continue;
    const { rows } = await db.query<{ value: string | number }>(ref.existing, [wanted]);
    const existing = new Set(rows.map((r) => String(r.value).trim()));
    for (const row of parsed.rows) {
      const value = row.values[column.key];
      if (value !== null && value !== undefined && !Array.isArray(value) && !existing.has(String(value))) {
        problems.push(IMPORT_MESSAGES.row(row.rowNumber, column.key, IMPORT_MESSAGES.reason.missing(ref.entity, value)));
      }
    }
  }
}

/**
 * Reads and checks a whole import file before anything is written: header, every cell, repeated
 * keys and references. Any problem answers 422 with the list ('Row 3, column email: must be a
 * valid e-mail'); row numbers are spreadsheet lines (the header is row 1).
 */
export async function readImportFile(db: Queryable, def: ResourceDef, text: string, references: ImportReferences): Promise<ImportRows> {
  const records = readCsvRows(text);
  const problems: string[] = [];
  const header = records[0] ?? [];
  const mapping = mapHeader(def, header, problems);
  if (problems.length > 0) throw unprocessable(problems);
  const columns = mapping.filter((c): c is ImportColumn => c !== null);
  const parsed: ImportRows = { columns, rows: [] };
  const key = def.importable!.key;
  const firstRowOfKey = new Map<string, number>();
  for (let i = 1; i < records.length; i += 1) {
    const cells = records[i]!;
    if (cells.length === 0) continue;
    const rowNumber = i + 1;
    const values: Record<string, CellValue> = {};
    mapping.forEach((column, index) => {
      if (!column) return;
      const result = parseCell(column, cells[index]);
      if (result.ok) values[column.key] = result.value;
      else problems.push(IMPORT_MESSAGES.row(rowNumber, column.key, result.reason));
    });
    if (key && values[key] !== undefined && values[key] !== null) {
      const seenAt = firstRowOfKey.get(String(values[key]));
      if (seenAt !== undefined) problems.push(IMPORT_MESSAGES.row(rowNumber, key, IMPORT_MESSAGES.reason.duplicate(seenAt)));
      else firstRowOfKey.set(String(values[key]), rowNumber);
    }
    parsed.rows.push({ rowNumber, values });
    if (problems.length > MAX_LISTED_PROBLEMS) break;
  }
  if (problems.length === 0 && parsed.rows.length === 0) throw unprocessable([IMPORT_MESSAGES.empty]);
  if (problems.length === 0) await checkReferences(db, parsed, references, problems);
  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
    throw unprocessable(problems.length > MAX_LISTED_PROBLEMS ? [...listed, IMPORT_MESSAGES.tooManyErrors(MAX_LISTED_PROBLEMS)] : listed);
  }
  return parsed;
}
