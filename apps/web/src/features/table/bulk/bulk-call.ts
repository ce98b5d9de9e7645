import type { ResourceBulkAction, ResourceDef } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { listKeys } from '../api/list-query.ts';
import type { RowId } from './row-selection.ts';

/** The body a bulk action sends: the ids, its fixed values and the comment typed. */
export function bulkBody(action: ResourceBulkAction, ids: readonly RowId[], comment: string): Record<string, unknown> {
  return { [action.idsField]: ids, ...action.values, ...(action.commentField ? { [action.commentField.key]: comment } : {}) };
}

/** Reloads a resource's lists: what a bulk action on its rows changed. */
export function useListReload(def: ResourceDef): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys.all(def) });
}

/** Runs a bulk action through its catalogue call (callApi: its path, and its answer checked by its schema); `onChanged` then shows what it changed (a reload). */
export function useBulkAction(onChanged: () => unknown) {
  return useMutation({
    mutationFn: async ({ action, ids, comment }: { action: ResourceBulkAction; ids: readonly RowId[]; comment: string }) => {
      // The catalogue (every call with its schemas) downloads when a bulk action first runs, not with the table.
      const { catalogueCall } = await import('./catalogue-call.ts');
      const call = catalogueCall(action.call);
      if (!call) throw new Error(`No call ${action.call} in the catalogue`);
      return callApi(call, { body: bulkBody(action, ids, comment) });
    },
    onSuccess: () => onChanged(),
  });
}
