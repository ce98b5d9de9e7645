import { resourcePaths, ZResourceDetailAnswer, type ResourceDef } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPath } from '../../../lib/api/call.ts';
import { api } from '../../../lib/api/client.ts';
import type { ListRow } from '../../table/api/list-rows.ts';
import { entityKeys } from './entity-keys.ts';

/** GET {url}/:id: one row with the resource's columns. */
export function getEntityDetail(def: ResourceDef, id: string, signal?: AbortSignal): Promise<ListRow> {
  return api.get(callPath(resourcePaths(def).detail, { id }), { schema: ZResourceDetailAnswer, signal }).then((a) => a.data);
}

export const entityDetailQueryOptions = (def: ResourceDef, id: string) =>
  queryOptions({ queryKey: entityKeys.detail(def.name, id), queryFn: ({ signal }) => getEntityDetail(def, id, signal) });

export function useEntityDetail(def: ResourceDef, id: string) {
  return useQuery(entityDetailQueryOptions(def, id));
}
