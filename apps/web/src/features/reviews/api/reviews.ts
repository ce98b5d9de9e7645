import {
  REVIEW_STORE_CALL,
  SUPPORT_CALL,
  SUPPORT_POLL_MS,
  USER_REVIEWS_PER_PAGE,
  ZCountUserNeedReviewAnswer,
  type ReassignBody,
  type ReviewSort,
  type UserReviewFilters,
} from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { api } from '../../../lib/api/client.ts';

/** Every review query shares this prefix: a reassign, a status change or a realtime event refreshes them all. */
export const REVIEWS_KEY = ['user-reviews'] as const;

export interface ReviewListView {
  page: number;
  filters: UserReviewFilters;
  sort: ReviewSort;
}

/** The review list, 30 a page, polled every 30 s (specification 03, section 9). */
export const reviewListQuery = (view: ReviewListView) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', view],
    queryFn: ({ signal }) =>
      callApi(SUPPORT_CALL.reviewList, {
        body: { filters: view.filters, sort: view.sort },
        query: { page: view.page, per_page: USER_REVIEWS_PER_PAGE },
        signal,
      }),
    refetchInterval: SUPPORT_POLL_MS.userReviews,
  });

export const reviewFilterOptionsQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'filter-options'],
    queryFn: ({ signal }) => callApi(SUPPORT_CALL.reviewFilters, { signal }),
  });

export const reviewStatisticQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'statistic'],
    queryFn: ({ signal }) => callApi(SUPPORT_CALL.reviewStatistic, { signal }).then((a) => a.data),
    refetchInterval: SUPPORT_POLL_MS.userReviews,
  });

/** The admins reviews may be reassigned to: review admins with support review status 0 or 1. */
export const assignableAdminsQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'assignable-admins'],
    queryFn: ({ signal }) =>
      callApi(SUPPORT_CALL.reviewAdmins, { body: { is_review_admin: 1, support_review_status: [0, 1] }, signal }).then((a) => a.data),
  });

export const currentReviewAdminQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'current-admin'],
    queryFn: ({ signal }) => callApi(SUPPORT_CALL.currentAdmin, { signal }).then((a) => a.data),
  });

/** The review store's count of users needing review: data.data, 0 when absent (specification 03, section 7). */
export const countNeedReviewQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'count-need-review'],
    queryFn: ({ signal }) =>
      api
        .post(REVIEW_STORE_CALL.countNeedReview.path, undefined, { signal })
        .then((answer) => ZCountUserNeedReviewAnswer.safeParse(answer).data?.data ?? 0),
    refetchInterval: SUPPORT_POLL_MS.userReviews,
  });

export const reviewHistoryQuery = (userId: number) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'history', userId],
    queryFn: ({ signal }) => callApi(SUPPORT_CALL.reviewHistory, { params: { userId }, signal }).then((a) => a.data),
  });

export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignBody) => callApi(SUPPORT_CALL.reassign, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

/** The admin's own support_review_status (PUT /support/api/admin). */
export function useUpdateOwnReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: number) => callApi(SUPPORT_CALL.currentAdminUpdate, { body: { support_review_status: status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
