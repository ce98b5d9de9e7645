import { HIGH_RISK_PROFILING_TYPES, USER_DETAILS_CALL as CALL, USER_DETAILS_PAGE_SIZE } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { userDetailsKeys } from './user-details.ts';

/**
 * The read calls behind sections 6 and 15 and the high-risk profiling drill-down (specification 02,
 * section 7). Each is asked for only when its table or panel is shown.
 */

export type HighRiskProfilingType = (typeof HIGH_RISK_PROFILING_TYPES)[number];

export const userPanelKeys = {
  all: (userId: string) => userDetailsKeys.part(userId, 'panels'),
  sameOffers: (userId: string) => [...userPanelKeys.all(userId), 'same-offers-taken'] as const,
  iapGroups: (userId: string) => [...userPanelKeys.all(userId), 'iap-data-group-offer'] as const,
  iapRows: (userId: string, offerId: number) => [...userPanelKeys.all(userId), 'iap-data', offerId] as const,
  offerDetails: (userId: string) => [...userPanelKeys.all(userId), 'offer-details'] as const,
  eventSteps: (userId: string, rewardId: string) => [...userPanelKeys.all(userId), 'event-steps', rewardId] as const,
  buyerBans: (userId: string, supplierId: number) => [...userPanelKeys.all(userId), 'buyer-bans', supplierId] as const,
  similar: (userId: string) => [...userPanelKeys.all(userId), 'profiling-similar'] as const,
  basics: (userId: string) => [...userPanelKeys.all(userId), 'profiling-basics'] as const,
  fraudDomain: (domain: string, page: number) => ['user-profiling', 'fraud-email-domains', domain, page] as const,
  highRiskUsers: (a1: number, a2: number, type: HighRiskProfilingType, page: number) =>
    ['ip-log', 'high-risk-metric', 'user-profiling', a1, a2, type, page] as const,
};

/** GET /api/user/:userId/same-offers-taken (section 6). */
export function useSameOffersTaken(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userPanelKeys.sameOffers(userId),
    queryFn: ({ signal }) => callApi(CALL.sameOffersTaken, { params: { userId }, signal }).then((a) => a.data),
    enabled,
  });
}

/** GET /api/user/:userId/iap-data-group-offer: the IAP list, by offer. */
export function useIapGroups(userId: string) {
  return useQuery({
    queryKey: userPanelKeys.iapGroups(userId),
    queryFn: ({ signal }) => callApi(CALL.iapDataGroupOffer, { params: { userId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user/:userId/iap-data/:offerId: the purchases of one offer. */
export function useIapRows(userId: string, offerId: number) {
  return useQuery({
    queryKey: userPanelKeys.iapRows(userId, offerId),
    queryFn: ({ signal }) => callApi(CALL.iapData, { params: { userId, offerId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user/:id/offer-details: the user's offers and their events (the rewards with steps). */
export function useUserOffers(userId: string) {
  return useQuery({
    queryKey: userPanelKeys.offerDetails(userId),
    queryFn: ({ signal }) => callApi(CALL.offerDetails, { params: { id: userId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user/:userId/event-steps/:rewardId. */
export function useEventSteps(userId: string, rewardId: string) {
  return useQuery({
    queryKey: userPanelKeys.eventSteps(userId, rewardId),
    queryFn: ({ signal }) => callApi(CALL.eventSteps, { params: { userId, rewardId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user/:userId/buyer-bans/:supplierId. */
export function useBuyerBans(userId: string, supplierId: number) {
  return useQuery({
    queryKey: userPanelKeys.buyerBans(userId, supplierId),
    queryFn: ({ signal }) => callApi(CALL.buyerBans, { params: { userId, id: supplierId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user-profiling/:id/similar. */
export function useSimilarProfiling(userId: string) {
  return useQuery({
    queryKey: userPanelKeys.similar(userId),
    queryFn: ({ signal }) => callApi(CALL.profilingSimilar, { params: { id: userId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user-profiling/:id/basics (read as data.data). */
export function useProfilingBasics(userId: string) {
  return useQuery({
    queryKey: userPanelKeys.basics(userId),
    queryFn: ({ signal }) => callApi(CALL.profilingBasics, { params: { id: userId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user-profiling/fraud-email-domains?emailDomain=: the users with an address at the domain, paged. */
export function useFraudEmailDomain(domain: string, page: number) {
  return useQuery({
    queryKey: userPanelKeys.fraudDomain(domain, page),
    queryFn: ({ signal }) =>
      callApi(CALL.profilingFraudEmailDomains, {
        query: { emailDomain: domain, page, per_page: USER_DETAILS_PAGE_SIZE.default },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ip-log/high-risk-metric/user-profiling/:answer1/:answer2/?type=: the drill-down of one answer pair. */
export function useHighRiskProfilingUsers(answer1: number, answer2: number, type: HighRiskProfilingType, page: number) {
  return useQuery({
    queryKey: userPanelKeys.highRiskUsers(answer1, answer2, type, page),
    queryFn: ({ signal }) =>
      callApi(CALL.highRiskProfilingUsers, {
        params: { answer1, answer2 },
        query: { type, page, per_page: USER_DETAILS_PAGE_SIZE.default },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
