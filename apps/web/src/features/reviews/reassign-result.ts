import { REVIEW_MESSAGES, type ReassignAnswer } from '@bo/contract';

/** The two lines a reassign reports (specification 03, section 8): 'Successful UUIDs: ...' and 'Failed UUIDs: ...'. */
export function reassignResultLines(answer: Pick<ReassignAnswer, 'successful_reviews' | 'failed_uuids'>): {
  successful: string;
  failed: string;
} {
  return {
    successful: REVIEW_MESSAGES.reassignSuccessfulPrefix + answer.successful_reviews.map((review) => review.uuid).join(', '),
    failed: REVIEW_MESSAGES.reassignFailedPrefix + answer.failed_uuids.join(', '),
  };
}
