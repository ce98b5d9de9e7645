import { ZOfferOverviewAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client.ts';

export type UserOfferOverview = z.infer<typeof ZOfferOverviewAnswer>['data'][number];

/** "GET /api/user/{id}/offer-details; reads data.data" (specification 01, 7). */
export function getUserOfferDetails(userId: number | string, signal?: AbortSignal): Promise<UserOfferOverview[]> {
  return api.get(`/api/user/${encodeURIComponent(userId)}/offer-details`, { schema: ZOfferOverviewAnswer, signal }).then((a) => a.data);
}

export function useUserOfferDetails(userId: number | string) {
  return useQuery(
    queryOptions({
      queryKey: ['user', String(userId), 'offer-details'] as const,
      queryFn: ({ signal }) => getUserOfferDetails(userId, signal),
    }),
  );
}
