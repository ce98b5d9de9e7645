import { contractEnums, type ResourceColumn } from '@bo/contract';
import type { Db, ReadOptions, Row } from '@bo/db';
import { csvCell, csvLines } from './csv.ts';
import { InlineSqlParams, SqlParams, sqlLiteral } from './sql.ts';

/** Rows fetched per cursor round trip (PGlite, or a column COPY cannot format as the cursor does). */
const EXPORT_BATCH_ROWS = 5000;
/** Excel reads a CSV as UTF-8 only with a byte order mark. */
const UTF8_BOM = '\uFEFF';
/**
 * An export's sort or hash stays in memory: a five-day window of 25 M clicks sorted in 290 MB on disk
 * with the default 4 MB (issue 25). EXPORT_WORK_MEM overrides it ('512MB').
 */
export const EXPORT_WORK_MEM = process.env.EXPORT_WORK_MEM || '256MB';

/** Aborted when the download's response closes before it finished (the client left): the COPY ends at once. */
export function downloadAborted(
  response: NodeJS.WritableStream & { writableFinished: boolean; once(e: 'close', f: () => void): unknown },
): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The SQL of one export, built with the params it is given (bound parameters, or literals for COPY). */
export type ExportSql = (params: SqlParams) => string;

// Type oids of the values COPY writes exactly as csvCell does (anything else keeps the cursor path).
const TEXT_TYPES = new Set([18, 19, 25, 650, 869, 1042, 1043, 2950]);
const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const ARRAY_TYPES = new Set([1005, 1007, 1009, 1015]);
const BOOL = 16;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/**
 * One cell of the COPY select, formatted in SQL as csv.ts formats it in JS: text neutralised against
 * formulas (a leading ' before = + - @ tab or CR, a plain negative number excepted) and '' written as an
 * empty cell, booleans 1 / 0, datetimes Y-m-d H:i:S in UTC, lists as JSON. null: a type it cannot format.
 */
function copyCell(ref: string, oid: number, column: ResourceColumn): string | null {
  if (column.enum && (NUMBER_TYPES.has(oid) || TEXT_TYPES.has(oid))) return textCell(enumLabelSql(ref, column.enum));
  if (NUMBER_TYPES.has(oid)) return ref;
  if (oid === BOOL) return `(${ref})::int`;
  if (ARRAY_TYPES.has(oid)) return `array_to_json(${ref})::text`;
  if (oid === DATE || oid === TIMESTAMP || oid === TIMESTAMPTZ) {
    const format = column.type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH24:MI:SS';
    return `to_char(${oid === TIMESTAMPTZ ? `${ref} AT TIME ZONE 'UTC'` : ref}, '${format}')`;
  }
  if (!TEXT_TYPES.has(oid)) return null;
  return textCell(`${ref}::text`);
}

/** A text cell neutralised against formulas (a plain negative number excepted), '' written as an empty cell. */
function textCell(text: string): string {
  return `NULLIF(CASE WHEN ${text} ~ E'^[-=+@\\t\\r]' AND ${text} !~ '^-[0-9]+(\\.[0-9]+)?$' THEN '''' || ${text} ELSE ${text} END, '')`;
}

/** A coded value as the label its table cell shows (csv.ts does the same on the cursor path); an unknown code stays as it is. */
function enumLabelSql(ref: string, name: NonNullable<ResourceColumn['enum']>): string {
  const cases = contractEnums[name].options.map((o) => `WHEN ${sqlLiteral(String(o.value))} THEN ${sqlLiteral(o.label)}`);
  return `(CASE ${ref}::text ${cases.join(' ')} ELSE ${ref}::text END)`;
}

/**
 * PostgreSQL writes records ending in LF; the file's lines end in CRLF (RFC 4180). Line breaks inside a
 * quoted value stay as they are: the quote state is carried from chunk to chunk.
 */
export function crlfLines(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    let breaks = 0;
    let state = quoted;
    for (const byte of chunk) {
      if (byte === 0x22) state = !state;
      else if (byte === 0x0a && !state) breaks += 1;
    }
    const out = Buffer.allocUnsafe(chunk.length + breaks);
    let at = 0;
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) out[at++] = 0x0d;
      out[at++] = byte;
    }
    return out;
  };
}

/** The COPY statement's select over the export's query, or null when a column's type needs the cursor path. */
async function copySelect(db: Db, sql: string, columns: readonly ResourceColumn[]): Promise<string | null> {
  // Planning alone can wait on a lock the export itself would wait on: the export's long budget, not the interactive one.
  const described = await db.transaction((tx) => tx.query(`SELECT * FROM (${sql}) AS export_rows LIMIT 0`), { budget: 'long' });
  const types = new Map((described.fields ?? []).map((f) => [f.name, f.dataTypeID]));
  const cells: string[] = [];
  for (const column of columns) {
    const oid = types.get(column.key);
    const cell = oid === undefined ? null : copyCell(`export_rows."${column.key}"`, oid, column);
    if (cell === null) return null;
    cells.push(cell);
  }
  return `SELECT ${cells.join(', ')} FROM (${sql}) AS export_rows`;
}

/**
 * An export's CSV (issue 21 item 1, issue 25 item 3): BOM and the labels first, then the rows. On
 * PostgreSQL the rows come from `COPY (SELECT ...) TO STDOUT WITH CSV`, formatted in SQL, with only
 * CRLF added here; on PGlite (or a column type COPY cannot format as csv.ts does) batch by batch from a
 * cursor through csv.ts. Either way in a read-only transaction with the export's work_mem, pulled only
 * as fast as the response takes it; stopping early ends the statement.
 */
export async function* exportCsvStream(
  db: Db,
  build: ExportSql,
  columns: readonly ResourceColumn[],
  signal?: AbortSignal,
): AsyncGenerator<string | Buffer> {
  const options: ReadOptions = { workMem: EXPORT_WORK_MEM, ...(signal ? { signal } : {}) };
  const header = UTF8_BOM + csvLines([columns.map((c) => c.label)]);
  if (db.copyCsv) {
    const select = await copySelect(db, build(new InlineSqlParams()), columns);
    if (select !== null) {
      yield header;
      const crlf = crlfLines();
      for await (const chunk of db.copyCsv(select, options)) yield crlf(chunk);
      return;
    }
  }
  const params = new SqlParams();
  const sql = build(params);
  yield header;
  for await (const batch of db.cursor<Row>(sql, params.values, EXPORT_BATCH_ROWS, options)) {
    yield csvLines(batch.map((row) => columns.map((c) => csvCell(row[c.key], c))));
  }
}
