import { USER_DETAILS_CALL as CALL, type PatternRiskQuery } from '@bo/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call.ts';
import { userDetailsKeys } from '../../api/user-details.ts';

/** The checks' keys not tied to the page's user: a carrier's users are the same whichever user's page asks. */
export const checkKeys = {
  usersByCarrier: (carrier: string, page: number) => ['user', 'users-by-carrier', carrier, page] as const,
};

/** GET /api/user/:hash/check-breaches: run when the admin clicks the button (not checked until then). */
export function useBreachCheck(hash: string) {
  return useMutation({
    mutationFn: () => callApi(CALL.checkBreaches, { params: { hash } }).then((a) => a.data),
  });
}

/** GET /api/user/:hash/check-connected-accounts. */
export function useConnectedAccountsCheck(hash: string) {
  return useMutation({
    mutationFn: () => callApi(CALL.checkConnectedAccounts, { params: { hash } }).then((a) => a.data),
  });
}

/** GET /api/user/:userId/pattern-risk-users: a failure gives an empty list (section 8). */
export function usePatternRiskUsers(userId: number, filter: PatternRiskQuery) {
  return useQuery({
    queryKey: userDetailsKeys.part(userId, 'pattern-risk-users', filter),
    queryFn: ({ signal }) =>
      callApi(CALL.patternRiskUsers, { params: { userId }, signal, query: { ...filter } })
        .then((a) => a.data)
        .catch(() => []),
  });
}

/** GET /api/user/users-by-carrier/:carrier: a paged table of id and status. */
export function useUsersByCarrier(carrier: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: checkKeys.usersByCarrier(carrier, page),
    queryFn: ({ signal }) => callApi(CALL.usersByCarrier, { params: { carrier }, signal, query: { page } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
