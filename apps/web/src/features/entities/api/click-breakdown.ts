import { RESOURCE_CARD_CALL, type ClickBreakdownAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { entityKeys } from './entity-keys.ts';

export type ClickBreakdownRow = ClickBreakdownAnswer['data'][number];

export function getClickBreakdown(surveyId: number | string, signal?: AbortSignal): Promise<ClickBreakdownRow[]> {
  return callApi(RESOURCE_CARD_CALL.surveyClickBreakdown, { params: { id: surveyId }, signal }).then((a) => a.data);
}

export const clickBreakdownQueryOptions = (surveyId: number | string) =>
  queryOptions({
    queryKey: entityKeys.clickBreakdown(surveyId),
    queryFn: ({ signal }) => getClickBreakdown(surveyId, signal),
  });

export function useClickBreakdown(surveyId: number | string) {
  return useQuery(clickBreakdownQueryOptions(surveyId));
}
