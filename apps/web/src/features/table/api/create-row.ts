import { resourcePaths, ZResourceCreateAnswer, type ResourceDef } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { listKeys } from './list-query.ts';

/** 'Add Another': POST {url} with the form's values; every search of the resource reloads after. */
export function useCreateRow(def: ResourceDef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => api.post(resourcePaths(def).list, values, { schema: ZResourceCreateAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all(def) }),
  });
}
