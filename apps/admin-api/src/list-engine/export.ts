import { dynamicColumns, LIST_MESSAGES, type ResourceColumn, type ResourceDef } from '@bo/contract';
import type { Db } from '@bo/db';
import { badRequest } from '@bo/server-kit';
import { exportCsvStream } from './csv-stream.ts';
import { fromClause, whereClause } from './filter-sql.ts';
import { idRangeConditions, idRangeOf } from './id-window.ts';
import { readsInIdOrder } from './page-read.ts';
import { dynamicSelectList, exportSelectList, orderClause } from './select.ts';
import type { SqlParams } from './sql.ts';
import type { ListParams, RawParams, ServerResource } from './types.ts';

const SAFE_FILE_NAME = /^[\w.() -]{1,150}\.csv$/i;

export interface ExportRequest {
  columns: ResourceColumn[];
  fileName: string;
  onlyFileName: boolean;
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');

/** `surveys_2025-06-01_12-00-00.csv`: the name the first export step answers. */
export const exportFileName = (def: ResourceDef, now = new Date()): string => `${def.exportName ?? def.name}_${stamp(now)}.csv`;

/** RFC 6266: an ASCII fallback plus the exact name as RFC 5987 `filename*`. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The direct exportUrl's file: "saved as {exportName}.csv" (specification 01, 7). */
export const directExportFileName = (def: ResourceDef): string => `${def.exportName ?? def.name}.csv`;

/**
 * The export-only params: only_file_name (first step), fields (comma list of column keys, the
 * registry's columns only) and file_name (the second step may repeat the first step's name).
 * dynamicFieldCount is a search param (params.ts): it adds the numbered columns after the fields.
 */
export function parseExportRequest(def: ResourceDef, raw: RawParams, defaultFileName = exportFileName(def)): ExportRequest {
  const errors: Record<string, string[]> = {};
  const keys = (raw.fields ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const byKey = new Map(def.columns.map((c) => [c.key, c]));
  for (const key of keys) if (!byKey.has(key)) (errors.fields ??= []).push(LIST_MESSAGES.unknownColumn(key));
  const only = raw.only_file_name ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(only)) (errors.only_file_name ??= []).push(LIST_MESSAGES.flag);
  const fileName = raw.file_name?.trim() || defaultFileName;
  if (!SAFE_FILE_NAME.test(fileName)) (errors.file_name ??= []).push(LIST_MESSAGES.fileName);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return {
    columns: keys.length > 0 ? [...new Set(keys)].map((k) => byKey.get(k)!) : [...def.columns],
    fileName,
    onlyFileName: only === '1' || only === 'true',
  };
}

/**
 * The CSV of a resource's filtered rows (csv-stream.ts: COPY on PostgreSQL, a cursor on PGlite). The
 * query reads in the page's order. A date window of a resource with `idWindow` becomes an id range as
 * on the page (issue 25: the id index walked between the window's ends, in order, nothing to sort);
 * otherwise a short closed window reads through its date index (ServerResource.rangeFirst); any sort
 * has the export's work_mem.
 */
export async function* exportCsv(
  db: Db,
  resource: ServerResource,
  p: ListParams,
  chosen: ResourceColumn[],
  signal?: AbortSignal,
): AsyncGenerator<string | Buffer> {
  const dynamic = resource.def.dynamicFields;
  // The numbered columns of dynamicFieldCount follow the chosen fields ('Precode 1' ...).
  const columns: ResourceColumn[] = [
    ...chosen,
    ...(dynamic
      ? dynamicColumns(dynamic, p.dynamicFieldCount).map((c): ResourceColumn => ({ key: c.key, label: c.label, type: 'text' }))
      : []),
  ];
  const idRange = await idRangeOf(db, resource, p.filters);
  const inIdOrder = idRange !== null && readsInIdOrder(resource, p);
  const build = (params: SqlParams) => {
    const from = fromClause(resource, p.filters, params);
    const where = whereClause(resource, p.filters, p.search, params, idRangeConditions(resource, idRange, params));
    const order = inIdOrder
      ? `ORDER BY ${resource.idExpr} ${p.orderDirection === 'asc' ? 'ASC' : 'DESC'}`
      : orderClause(resource, p, p.filters);
    return `SELECT ${exportSelectList(resource, chosen)}${dynamicSelectList(resource, p.dynamicFieldCount)} FROM ${from} ${where} ${order}`;
  };
  yield* exportCsvStream(db, build, columns, signal);
}
