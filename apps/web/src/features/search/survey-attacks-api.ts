import { SURVEY_ATTACK_CALLS, surveyAttacksResource } from '@bo/contract';
import { callApi } from '../../lib/api/call.ts';
import { useReloadingWrite } from '../../lib/api/use-write.ts';
import { listKeys } from '../table/api/list-query.ts';

/** Marks an open survey attack reviewed; the attacks' table reloads. */
export function useMarkSurveyAttackReviewed() {
  return useReloadingWrite(listKeys.all(surveyAttacksResource), (id: number) =>
    callApi(SURVEY_ATTACK_CALLS.markReviewed, { params: { id }, body: {} }),
  );
}
