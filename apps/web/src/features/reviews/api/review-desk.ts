import { REVIEW_STORE_CALL } from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';

/** /review-user's query keys: every read of the desk sits under `all`, so a review status change reloads them together. */
export const reviewDeskKeys = {
  all: ['review-user'] as const,
  next: () => [...reviewDeskKeys.all, 'next'] as const,
  count: () => [...reviewDeskKeys.all, 'count'] as const,
  statistics: (userId: number | undefined) => [...reviewDeskKeys.all, 'statistics', userId] as const,
};

/** The desk's reads as query options: the next user, the count waiting, and the shown user's statistics. */
export const reviewDeskQueries = {
  next: () =>
    queryOptions({
      queryKey: reviewDeskKeys.next(),
      queryFn: () => callApi(REVIEW_STORE_CALL.userToReview, { body: {} }),
    }),
  count: () =>
    queryOptions({
      queryKey: reviewDeskKeys.count(),
      queryFn: () => callApi(REVIEW_STORE_CALL.countNeedReview, { body: {} }),
    }),
  /** Asked for once there is a user to review. */
  statistics: (userId: number | undefined) =>
    queryOptions({
      queryKey: reviewDeskKeys.statistics(userId),
      enabled: userId !== undefined,
      // Runs only when enabled, so with a user.
      queryFn: () => callApi(REVIEW_STORE_CALL.statisticsData, { params: { userId: userId! } }),
    }),
};

/** Reloads every read of the desk (Next, and after a review status change). */
export function useReviewDeskRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewDeskKeys.all });
}

/** Sets the shown user's review status, then reloads the desk (the next user comes up). */
export function useSetReviewStatus(userId: number | undefined) {
  const refresh = useReviewDeskRefresh();
  return useMutation({
    mutationFn: (status: number) => callApi(REVIEW_STORE_CALL.updateReviewStatus, { body: { user_id: userId, status } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
    onError: (error) => toast.error(error),
  });
}
