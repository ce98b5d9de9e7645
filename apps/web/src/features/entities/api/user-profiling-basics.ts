import { USER_DETAILS_CALL, type ZProfilingBasicsAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/call.ts';
import { entityKeys } from './entity-keys.ts';

export type ProfilingBasicsRow = z.infer<typeof ZProfilingBasicsAnswer>['data'][number];

/** "GET /api/user-profiling/{id}/basics; reads data.data" (specification 01, 7). */
export function getUserProfilingBasics(userId: number | string, signal?: AbortSignal): Promise<ProfilingBasicsRow[]> {
  return callApi(USER_DETAILS_CALL.profilingBasics, { params: { id: userId }, signal }).then((a) => a.data);
}

export function useUserProfilingBasics(userId: number | string) {
  return useQuery(
    queryOptions({
      queryKey: entityKeys.userProfilingBasics(userId),
      queryFn: ({ signal }) => getUserProfilingBasics(userId, signal),
    }),
  );
}
