import { OPERATIONS_CALL, SUPPORT_POLL_MS } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

/** The screens whose rows wait for a review, each with its count call and polling interval (specification 03, section 9). */
export const NOT_REVIEWED_COUNTS = [
  {
    route: 'click_tickets',
    label: 'Tickets',
    what: 'Click tickets not reviewed',
    call: OPERATIONS_CALL.clickTicketsNotReviewedCount,
    pollMs: SUPPORT_POLL_MS.clickTickets,
  },
  {
    route: 'survey_attacks_apps',
    label: 'Attacks',
    what: 'Survey attack apps not reviewed',
    call: OPERATIONS_CALL.surveyAttacksAppsNotReviewedCount,
    pollMs: SUPPORT_POLL_MS.surveyAttacksApps,
  },
] as const;

export type NotReviewedCount = (typeof NOT_REVIEWED_COUNTS)[number];

export const operationsKeys = {
  notReviewedCount: (route: NotReviewedCount['route']) => ['operations', route, 'not-reviewed-count'] as const,
};

export const notReviewedCountQuery = (count: NotReviewedCount) =>
  queryOptions({
    queryKey: operationsKeys.notReviewedCount(count.route),
    queryFn: ({ signal }) => callApi(count.call, { signal, background: true }).then((a) => a.count),
    refetchInterval: count.pollMs,
  });

export function useNotReviewedCount(count: NotReviewedCount, enabled: boolean) {
  return useQuery({ ...notReviewedCountQuery(count), enabled });
}
