import { CREDIT_ACTION_CALL, USER_DETAILS_CALL, type GoodwillCreditInput } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call.ts';
import { userDetailsKeys } from '../../api/user-details.ts';

export const creditKeys = {
  exchangeRate: (appId: number) => ['apps', appId, 'exchange-rate'] as const,
  goodwillCredits: (userId: number) => userDetailsKeys.part(userId, 'goodwill-credits'),
};

/** GET /api/apps/:appId/exchange-rate: asked for when the goodwill form opens. */
export function useExchangeRate(appId: number, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.exchangeRate(appId),
    queryFn: ({ signal }) => callApi(USER_DETAILS_CALL.exchangeRate, { params: { appId }, signal }).then((a) => a.data),
    enabled,
  });
}

/** GET /api/user/:userId/goodwill-credits: the credits already given, newest first. */
export function useGoodwillCredits(userId: number) {
  return useQuery({
    queryKey: creditKeys.goodwillCredits(userId),
    queryFn: ({ signal }) => callApi(CREDIT_ACTION_CALL.goodwillCredits, { params: { userId }, signal }).then((a) => a.data),
  });
}

/** POST /api/user/:userId/goodwill-credit; the list of credits is read again afterwards. */
export function useGoodwillCredit(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoodwillCreditInput) => callApi(CREDIT_ACTION_CALL.goodwillCredit, { params: { userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.goodwillCredits(userId) }),
  });
}
