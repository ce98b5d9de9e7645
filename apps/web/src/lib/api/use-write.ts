import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../toast.ts';

/**
 * What the screen does around a write: close its confirmation at once (onDone) or a form once what it
 * changed shows (onReloaded); a failure replaces the error toast (a form shows it under its fields).
 */
export interface WriteHandlers {
  onDone?: () => void;
  onReloaded?: () => void;
  onFailed?: (error: Error) => void;
}

/**
 * The shape of most row actions and small forms: the answer's message is toasted, the screen's onDone
 * runs (a confirmation closes at once), then what the write changed reloads (`reload`, a key built by
 * the feature's keys object, or none). A failure is toasted unless the screen shows it itself.
 */
export function useReloadingWrite<V>(
  reload: QueryKey | undefined,
  write: (variables: V) => Promise<{ message: string }>,
  handlers: WriteHandlers = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      handlers.onDone?.();
      if (reload) await queryClient.invalidateQueries({ queryKey: reload });
      handlers.onReloaded?.();
    },
    onError: (error) => (handlers.onFailed ? handlers.onFailed(error) : toast.error(error)),
  });
}
