import { USER_DETAILS_CALL, type UserReviewListAnswer, type UserStatusAnswer } from '@bo/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { REVIEWS_KEY } from './reviews.ts';

/** What the status actions need of a reviewed user: the same shape PUT /api/users/:id/status answers with. */
export type ReviewedUser = UserStatusAnswer['data'];

/**
 * Kept outside REVIEWS_KEY on purpose: reassigns and realtime events refresh the review queries, and a
 * status change must not reload the user on /support-user-reviews (specification 02, section 4).
 */
const reviewedUserKey = (userId: number) => ['support-review-user', userId] as const;

/** GET /api/user/:id, asked for only when the admin opens a row's status actions. */
export const reviewedUserQuery = (userId: number) =>
  queryOptions({
    queryKey: reviewedUserKey(userId),
    queryFn: ({ signal }): Promise<ReviewedUser> =>
      callApi(USER_DETAILS_CALL.show, { params: { id: userId }, signal }).then(({ data }) => ({
        user: data.user,
        phone_verifications: data.phone_verifications,
        can_trigger_verification: data.can_trigger_verification,
      })),
    staleTime: Infinity,
  });

/** Puts the user a status change returned into the screen's cache: its own entry and every listed review of that user. */
export function storeReturnedUser(queryClient: QueryClient, answer: ReviewedUser): void {
  queryClient.setQueryData(reviewedUserKey(answer.user.id), answer);
  queryClient.setQueriesData<UserReviewListAnswer>({ queryKey: [...REVIEWS_KEY, 'list'] }, (list) =>
    list
      ? {
          ...list,
          data: list.data.map((r) => (r.user.id === answer.user.id ? { ...r, user: { ...r.user, status: answer.user.status } } : r)),
        }
      : list,
  );
}
