import { USER_DETAILS_CALL, type ZOfferOverviewAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/call.ts';
import { entityKeys } from './entity-keys.ts';

export type UserOfferOverview = z.infer<typeof ZOfferOverviewAnswer>['data'][number];

/** "GET /api/user/{id}/offer-details; reads data.data" (specification 01, 7). */
export function getUserOfferDetails(userId: number | string, signal?: AbortSignal): Promise<UserOfferOverview[]> {
  return callApi(USER_DETAILS_CALL.offerDetails, { params: { id: userId }, signal }).then((a) => a.data);
}

export function useUserOfferDetails(userId: number | string) {
  return useQuery(
    queryOptions({
      queryKey: entityKeys.userOfferDetails(userId),
      queryFn: ({ signal }) => getUserOfferDetails(userId, signal),
    }),
  );
}
