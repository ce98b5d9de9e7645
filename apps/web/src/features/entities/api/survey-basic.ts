import { RESOURCE_CARD_CALL, type SurveyBasicAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { entityKeys } from './entity-keys.ts';

export type SurveyBasic = SurveyBasicAnswer['data'];

export function getSurveyBasic(surveyId: number | string, signal?: AbortSignal): Promise<SurveyBasic> {
  return callApi(RESOURCE_CARD_CALL.surveyBasic, { params: { id: surveyId }, signal }).then((a) => a.data);
}

export const surveyBasicQueryOptions = (surveyId: number | string) =>
  queryOptions({ queryKey: entityKeys.surveyBasic(surveyId), queryFn: ({ signal }) => getSurveyBasic(surveyId, signal) });

export function useSurveyBasic(surveyId: number | string, enabled = true) {
  return useQuery({ ...surveyBasicQueryOptions(surveyId), enabled });
}
