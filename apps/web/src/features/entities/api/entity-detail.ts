import { resourcePaths, ZResourceDetailAnswer, type ResourceDef } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import type { ListRow } from '../../table/api/list-rows.ts';

/** GET {url}/:id: one row with the resource's columns. */
export function getEntityDetail(def: ResourceDef, id: string, signal?: AbortSignal): Promise<ListRow> {
  const path = resourcePaths(def).detail.replace(':id', encodeURIComponent(id));
  return api.get(path, { schema: ZResourceDetailAnswer, signal }).then((a) => a.data);
}

export const entityDetailQueryOptions = (def: ResourceDef, id: string) =>
  queryOptions({ queryKey: ['detail', def.name, id] as const, queryFn: ({ signal }) => getEntityDetail(def, id, signal) });

export function useEntityDetail(def: ResourceDef, id: string) {
  return useQuery(entityDetailQueryOptions(def, id));
}
