import { RESOURCE_CARD_CALL, type EarnStarUserBasicAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { entityKeys } from './entity-keys.ts';

export type EarnStarUserBasic = EarnStarUserBasicAnswer['data'];

export function getEarnStarUserBasic(userId: number | string, signal?: AbortSignal): Promise<EarnStarUserBasic> {
  return callApi(RESOURCE_CARD_CALL.earnStarUserBasic, { params: { id: userId }, signal }).then((a) => a.data);
}

export const earnStarUserBasicQueryOptions = (userId: number | string) =>
  queryOptions({
    queryKey: entityKeys.earnStarUserBasic(userId),
    queryFn: ({ signal }) => getEarnStarUserBasic(userId, signal),
  });

export function useEarnStarUserBasic(userId: number | string) {
  return useQuery(earnStarUserBasicQueryOptions(userId));
}
