import { ZLifetimeReconciliationsAnswer, ZUserBasicAnswer, ZUserDetailsAnswer } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

const userPath = (userId: number | string): string => `/api/user/${encodeURIComponent(userId)}`;

/** Query keys per user id: a changed :userId loads afresh. */
export const userDetailsKeys = {
  details: (userId: string) => ['user-details', userId] as const,
  basic: (userId: string) => ['user-details', userId, 'basic'] as const,
  lifetimeReconciliations: (userId: string) => ['user-details', userId, 'lifetime-reconciliations'] as const,
};

/** GET /api/user/:id: everything the page shows. */
export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: userDetailsKeys.details(userId),
    queryFn: ({ signal }) => api.get(userPath(userId), { schema: ZUserDetailsAnswer, signal }).then((a) => a.data),
  });
}

/** GET /api/user/:id/basic: the hover card; only asked for while the card is open. */
export function useUserBasic(userId: string, enabled = true) {
  return useQuery({
    queryKey: userDetailsKeys.basic(userId),
    queryFn: ({ signal }) => api.get(`${userPath(userId)}/basic`, { schema: ZUserBasicAnswer, signal }).then((a) => a.data),
    enabled,
  });
}

/** GET /api/user/:userId/lifetime-reconciliations: the lifetime modal, loaded when it opens. */
export function useLifetimeReconciliations(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userDetailsKeys.lifetimeReconciliations(userId),
    queryFn: ({ signal }) =>
      api.get(`${userPath(userId)}/lifetime-reconciliations`, { schema: ZLifetimeReconciliationsAnswer, signal }).then((a) => a.data),
    enabled,
  });
}
