import { ZSurveyBasicAnswer, type SurveyBasicAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export type SurveyBasic = SurveyBasicAnswer['data'];

export function getSurveyBasic(surveyId: number | string, signal?: AbortSignal): Promise<SurveyBasic> {
  return api.get(`/api/surveys/${encodeURIComponent(surveyId)}/basic`, { schema: ZSurveyBasicAnswer, signal }).then((a) => a.data);
}

export const surveyBasicQueryOptions = (surveyId: number | string) =>
  queryOptions({ queryKey: ['surveys', String(surveyId), 'basic'] as const, queryFn: ({ signal }) => getSurveyBasic(surveyId, signal) });

export function useSurveyBasic(surveyId: number | string, enabled = true) {
  return useQuery({ ...surveyBasicQueryOptions(surveyId), enabled });
}
