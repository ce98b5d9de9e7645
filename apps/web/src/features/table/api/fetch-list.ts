import { resourcePaths, ZListResponse, type ListResponse, type ResourceDef } from '@bo/contract';
import { api } from '../../../lib/api/client.ts';
import { multipartBody } from './list-request.ts';

/** A chosen file filter: the filter's key names the multipart field. */
export interface FileFilterValue {
  key: string;
  file: File;
}

/**
 * One table search (specification 01, 7): GET {url} with the params, or POST {url}/file as
 * multipart when a file filter holds a file.
 */
export function fetchList(
  def: ResourceDef,
  params: Record<string, string>,
  fileFilter: FileFilterValue | null,
  signal?: AbortSignal,
): Promise<ListResponse> {
  const paths = resourcePaths(def);
  if (fileFilter) return api.post(paths.file, multipartBody(params, fileFilter.key, fileFilter.file), { schema: ZListResponse, signal });
  return api.get(paths.list, { query: params, schema: ZListResponse, signal });
}
