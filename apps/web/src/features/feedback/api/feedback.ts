import { FEEDBACK_CALLS, feedbackResource } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { useReloadingWrite } from '../../../lib/api/use-write.ts';
import { listKeys } from '../../table/api/list-query.ts';

/** Marks a new feedback handled; the feedback table reloads. */
export function useMarkFeedbackHandled() {
  return useReloadingWrite(listKeys.all(feedbackResource), (id: number) =>
    callApi(FEEDBACK_CALLS.markHandled, { params: { id }, body: {} }),
  );
}
