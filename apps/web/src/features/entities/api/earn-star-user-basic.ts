import { ZEarnStarUserBasicAnswer, type EarnStarUserBasicAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export type EarnStarUserBasic = EarnStarUserBasicAnswer['data'];

export function getEarnStarUserBasic(userId: number | string, signal?: AbortSignal): Promise<EarnStarUserBasic> {
  return api
    .get(`/api/earn-star/user/${encodeURIComponent(userId)}/basic`, { schema: ZEarnStarUserBasicAnswer, signal })
    .then((a) => a.data);
}

export const earnStarUserBasicQueryOptions = (userId: number | string) =>
  queryOptions({
    queryKey: ['earn-star', 'user', String(userId), 'basic'] as const,
    queryFn: ({ signal }) => getEarnStarUserBasic(userId, signal),
  });

export function useEarnStarUserBasic(userId: number | string) {
  return useQuery(earnStarUserBasicQueryOptions(userId));
}
