import { ACCOUNT_CALL, type PasskeyCredential } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { sessionStore } from '../../auth/session-store.ts';
import { accountKeys } from './account-keys.ts';

/** GET /api/account/factors: whether an authenticator is enrolled, and whether this session must enrol one first (per session). */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.factorsOf(sessionStore.key()),
    queryFn: ({ signal }) => callApi(ACCOUNT_CALL.factors, { signal }),
    staleTime: Infinity,
  });

export function useFactors(enabled = true) {
  return useQuery({ ...factorsQueryOptions(), enabled });
}

/** POST /api/account/totp: a new seed to scan or type. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => callApi(ACCOUNT_CALL.totpStart, {}) });
}

/** POST /api/account/totp/confirm: a code from the new seed enrols it; answers the recovery codes. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(ACCOUNT_CALL.totpConfirm, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.factors }),
  });
}

/** POST /api/account/reauthenticate: the password, a code or a passkey's answer, for the step-up calls of the next 10 minutes. */
export function reauthenticate(proof: { password: string } | { code: string } | { passkey: PasskeyCredential }) {
  return callApi(ACCOUNT_CALL.reauthenticate, { body: proof, reauthenticating: true });
}

/** Step-up with the password or an authenticator code (the modal's form). */
export function useReauthenticate() {
  return useMutation({ mutationFn: (proof: { password: string } | { code: string }) => reauthenticate(proof) });
}

/** DELETE /api/admins/:id/factors: a super admin resets a member's second factor. */
export function useResetFactors() {
  return useMutation({ mutationFn: (adminId: number) => callApi(ACCOUNT_CALL.resetFactors, { params: { id: adminId } }) });
}
