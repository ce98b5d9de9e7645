import { resourcePaths, ZExportFileNameAnswer, type ResourceDef } from '@bo/contract';
import { api } from '../../../lib/api/client.ts';
import type { ListState } from '../state/list-state.ts';
import { exportRequestParams, filterParams } from './list-request.ts';

/** The export's second step has no dynamic columns on these resources. */
const DYNAMIC_FIELD_COUNT = '0';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** "exportUrl, when set: called directly with the filters; saved as {exportName}.csv" (specification 01, 7). */
export const directExportFileName = (def: ResourceDef): string => `${def.exportName ?? def.name}.csv`;

/**
 * The CSV export of specification 01, section 7. With an exportUrl: one call with the filters.
 * Otherwise two steps: {url}/export with only_file_name gives the name, then the same search with
 * the fields streams the file. The body is read chunk by chunk so the bytes received can be shown.
 */
export async function exportCsv(
  def: ResourceDef,
  state: ListState,
  fields: readonly string[],
  onProgress: (bytes: number) => void,
): Promise<ExportedFile> {
  if (def.exportUrl) {
    const blob = await api.get<Blob>(def.exportUrl, {
      query: filterParams(def, state),
      responseType: 'blob',
      onDownloadProgress: onProgress,
    });
    return { blob, fileName: directExportFileName(def) };
  }
  const path = resourcePaths(def).export;
  const search = exportRequestParams(def, state);
  const first = await api.get(path, { query: { ...search, only_file_name: '1' }, schema: ZExportFileNameAnswer });
  const fileName = first.data.file_name;
  const blob = await api.get<Blob>(path, {
    query: { ...search, fields: fields.join(','), dynamicFieldCount: DYNAMIC_FIELD_COUNT, file_name: fileName },
    responseType: 'blob',
    onDownloadProgress: onProgress,
  });
  return { blob, fileName };
}
