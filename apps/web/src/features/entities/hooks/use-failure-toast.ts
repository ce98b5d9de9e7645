import { useEffect } from 'react';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';

/** "Detail tooltips and modals failure: alert with response.data.errors" (specification 01, 8), once per failure. */
export function useFailureToast(error: unknown): void {
  useEffect(() => {
    if (error && !isQuietFailure(error)) toast.error(error);
  }, [error]);
}
