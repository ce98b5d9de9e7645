import {
  REVIEW_STORE_CALL,
  ZCountUserNeedReviewAnswer,
  ZUpdateReviewStatusAnswer,
  ZUserStatisticsAnswer,
  ZUserToReviewAnswer,
} from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
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
      queryFn: () => api.post(REVIEW_STORE_CALL.userToReview.path, {}, { schema: ZUserToReviewAnswer }),
    }),
  count: () =>
    queryOptions({
      queryKey: reviewDeskKeys.count(),
      queryFn: () => api.post(REVIEW_STORE_CALL.countNeedReview.path, {}, { schema: ZCountUserNeedReviewAnswer }),
    }),
  /** Asked for once there is a user to review. */
  statistics: (userId: number | undefined) =>
    queryOptions({
      queryKey: reviewDeskKeys.statistics(userId),
      enabled: userId !== undefined,
      queryFn: () => api.get(REVIEW_STORE_CALL.statisticsData.path.replace(':userId', String(userId)), { schema: ZUserStatisticsAnswer }),
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
    mutationFn: (status: number) =>
      api.post(REVIEW_STORE_CALL.updateReviewStatus.path, { user_id: userId, status }, { schema: ZUpdateReviewStatusAnswer }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
    onError: (error) => toast.error(error),
  });
}
