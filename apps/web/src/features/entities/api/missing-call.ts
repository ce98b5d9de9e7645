import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * Whether a failure means the server has no such route yet (the upstream's 404 'No route GET ...'),
 * as opposed to a missing entity: modals then say so instead of inventing data.
 */
export function isMissingCall(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const data = error.response.data;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  return typeof errors === 'string' && errors.startsWith('No route ');
}
