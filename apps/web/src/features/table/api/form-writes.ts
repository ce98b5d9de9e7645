import {
  resourcePaths,
  ZFormOptionsAnswer,
  ZResourceCreateAnswer,
  ZResourceWriteAnswer,
  type FilterOption,
  type ResourceDef,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { listKeys } from './list-query.ts';

const rowPath = (def: ResourceDef, id: unknown) => resourcePaths(def).detail.replace(':id', encodeURIComponent(String(id)));

/** The form engine's writes: create (POST {url}), edit (PUT {url}/:id), delete (DELETE {url}/:id); each reloads the resource's lists. */
export function useFormWrite(def: ResourceDef) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: listKeys.all(def) });
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => api.post(resourcePaths(def).list, body, { schema: ZResourceCreateAnswer }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: unknown; body: Record<string, unknown> }) =>
        api.put(rowPath(def, id), body, { schema: ZResourceWriteAnswer }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: unknown) => api.delete(rowPath(def, id), { schema: ZResourceWriteAnswer }),
      onSuccess,
    }),
  };
}

/** The options of the form's 'server' fields (GET {url}/form-options), read once the form opens. */
export function useFormOptions(def: ResourceDef, enabled: boolean) {
  return useQuery({
    queryKey: [...listKeys.all(def), 'form-options'],
    queryFn: ({ signal }) => api.get(resourcePaths(def).formOptions, { schema: ZFormOptionsAnswer, signal }),
    enabled,
    staleTime: 60_000,
    select: (answer): Record<string, FilterOption[]> => answer.data,
  });
}
