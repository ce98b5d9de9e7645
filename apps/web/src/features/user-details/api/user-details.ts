import { USER_DETAILS_CALL as CALL } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

/**
 * Query keys per user id: a changed :userId loads afresh. Everything cached about a user sits under
 * `details(userId)`, so invalidating it after an action reloads the page and every panel and modal of that user.
 */
export const userDetailsKeys = {
  details: (userId: string | number) => ['user-details', String(userId)] as const,
  basic: (userId: string | number) => [...userDetailsKeys.details(userId), 'basic'] as const,
  lifetimeReconciliations: (userId: string | number) => [...userDetailsKeys.details(userId), 'lifetime-reconciliations'] as const,
  /** A panel, modal or check of the user's page, by name (and its parameters). */
  part: (userId: string | number, part: string, ...args: readonly unknown[]) =>
    [...userDetailsKeys.details(userId), part, ...args] as const,
};

/** GET /api/user/:id: everything the page shows. */
export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: userDetailsKeys.details(userId),
    queryFn: ({ signal }) => callApi(CALL.show, { params: { id: userId }, signal }).then((a) => a.data),
  });
}

/** GET /api/user/:id/basic: the hover card; only asked for while the card is open. */
export function useUserBasic(userId: string, enabled = true) {
  return useQuery({
    queryKey: userDetailsKeys.basic(userId),
    queryFn: ({ signal }) => callApi(CALL.basic, { params: { id: userId }, signal }).then((a) => a.data),
    enabled,
  });
}

/** GET /api/user/:userId/lifetime-reconciliations: the lifetime modal, loaded when it opens. */
export function useLifetimeReconciliations(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userDetailsKeys.lifetimeReconciliations(userId),
    queryFn: ({ signal }) => callApi(CALL.lifetimeReconciliations, { params: { userId }, signal }).then((a) => a.data),
    enabled,
  });
}
