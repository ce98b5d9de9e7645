import { USER_DETAILS_CALL as CALL, type LiveQueryQuery } from '@bo/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { callApi, callPath } from '../../../../lib/api/call.ts';
import { userDetailsKeys } from '../../api/user-details.ts';

export const actionModalKeys = {
  databaseData: (userId: number) => userDetailsKeys.part(userId, 'database-data'),
  personalData: (userId: number) => userDetailsKeys.part(userId, 'personal-data'),
};

/** GET /api/user/:id/database-data: loaded when the DB View modal opens. */
export function useDatabaseData(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: actionModalKeys.databaseData(userId),
    queryFn: ({ signal }) => callApi(CALL.databaseData, { params: { id: userId }, signal }).then((a) => a.data),
    enabled,
  });
}

/** GET /api/user/:id/personal-data: loaded when the Personal Data modal opens. */
export function usePersonalData(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: actionModalKeys.personalData(userId),
    queryFn: ({ signal }) => callApi(CALL.personalData, { params: { id: userId }, signal }).then((a) => a.data),
    enabled,
  });
}

/**
 * GET /api/user/:id/live-query-surveys. Run on demand (a form submit), so a mutation; the answer is
 * kept raw: the result panel shows it as it came when it holds no eligible list (section 8).
 */
export function useLiveQuery(userId: number) {
  return useMutation({
    mutationFn: (query: LiveQueryQuery) =>
      api.get<unknown>(callPath(CALL.liveQuerySurveys.path, { id: userId }), {
        query: { ...query, ip: query.ip || undefined, user_agent: query.user_agent || undefined },
      }),
  });
}
