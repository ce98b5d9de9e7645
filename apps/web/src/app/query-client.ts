import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error.ts';

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the refusal. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
