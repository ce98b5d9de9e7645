import { namedBonusPerDayCall, productMoneyCall, type Product, type ResourceDef } from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';

/** The product money pages' own reads (their tables go through the table's list keys). */
export const productMoneyKeys = {
  /** Bonus $ per day of a grants table, by the table's filters (as a query string). */
  namedBonusPerDay: (path: string, filters: string) => ['namedBonusPerDay', path, filters] as const,
  leaderboardEntries: (product: Product, leaderboardId: number) => [product.project, 'leaderboard', leaderboardId, 'entries'] as const,
};

export const productMoneyQueries = {
  namedBonusPerDay: (grants: ResourceDef, filters: URLSearchParams) => {
    const call = namedBonusPerDayCall(grants);
    return queryOptions({
      queryKey: productMoneyKeys.namedBonusPerDay(call.path, filters.toString()),
      queryFn: () => callApi(call, { query: filters }),
    });
  },
  leaderboardEntries: (product: Product, leaderboardId: number) =>
    queryOptions({
      queryKey: productMoneyKeys.leaderboardEntries(product, leaderboardId),
      queryFn: ({ signal }) =>
        callApi(productMoneyCall(product, 'leaderboards.entries'), { params: { id: leaderboardId }, signal }).then((a) => a.data),
    }),
};

/** Leaves a user out of a period's payment; the period's ranking reloads. */
export function useExcludeLeaderboardUser(product: Product, leaderboardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(productMoneyCall(product, 'leaderboards.exclude'), { params: { id: leaderboardId, userId } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: productMoneyKeys.leaderboardEntries(product, leaderboardId) });
    },
    onError: (error) => toast.error(error),
  });
}
