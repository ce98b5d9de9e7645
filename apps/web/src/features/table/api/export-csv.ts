import { resourcePaths, ZExportFileNameAnswer, type ResourceDef } from '@bo/contract';
import { api } from '../../../lib/api/client.ts';
import type { ListState } from '../state/list-state.ts';
import type { FileFilterValue } from './fetch-list.ts';
import { exportRequestParams, filterParams, multipartBody } from './list-request.ts';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** What the export sends besides the list state: the chosen ids file and the numbered columns wanted. */
export interface ExportExtras {
  /** A chosen file filter: every call then goes as a multipart POST carrying the file (specification 01, 5). */
  fileFilter?: FileFilterValue | null;
  /** How many numbered columns of the resource's dynamicFields to append (0 or absent: none). */
  dynamicFieldCount?: number;
}

/** "exportUrl, when set: called directly with the filters; saved as {exportName}.csv" (specification 01, 7). */
export const directExportFileName = (def: ResourceDef): string => `${def.exportName ?? def.name}.csv`;

/** One export call: GET with the params, or POST multipart with the params plus the ids file. */
function exportCall<T>(
  path: string,
  params: Record<string, string>,
  fileFilter: FileFilterValue | null | undefined,
  request: Parameters<typeof api.get<T>>[1],
): Promise<T> {
  if (fileFilter) return api.post<T>(path, multipartBody(params, fileFilter.key, fileFilter.file), request);
  return api.get<T>(path, { ...request, query: params });
}

/**
 * The CSV export of specification 01, section 7. With an exportUrl: one call with the filters.
 * Otherwise two steps: {url}/export with only_file_name gives the name, then the same search with
 * the fields and dynamicFieldCount streams the file. The body is read chunk by chunk so the bytes
 * received can be shown.
 */
export async function exportCsv(
  def: ResourceDef,
  state: ListState,
  fields: readonly string[],
  onProgress: (bytes: number) => void,
  extras: ExportExtras = {},
): Promise<ExportedFile> {
  const { fileFilter } = extras;
  const dynamicFieldCount = String(def.dynamicFields ? Math.min(extras.dynamicFieldCount ?? 0, def.dynamicFields.max) : 0);
  if (def.exportUrl) {
    const params = { ...filterParams(def, state), ...(def.dynamicFields ? { dynamicFieldCount } : {}) };
    const blob = await exportCall<Blob>(def.exportUrl, params, fileFilter, { responseType: 'blob', onDownloadProgress: onProgress });
    return { blob, fileName: directExportFileName(def) };
  }
  const path = resourcePaths(def).export;
  const search = exportRequestParams(def, state);
  const first = await exportCall(path, { ...search, only_file_name: '1' }, fileFilter, { schema: ZExportFileNameAnswer });
  const fileName = first.data.file_name;
  const blob = await exportCall<Blob>(path, { ...search, fields: fields.join(','), dynamicFieldCount, file_name: fileName }, fileFilter, {
    responseType: 'blob',
    onDownloadProgress: onProgress,
  });
  return { blob, fileName };
}
