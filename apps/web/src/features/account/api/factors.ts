import { ZFactorsAnswer, ZReauthAnswer, ZRecoveryCodesAnswer, ZTotpEnrolment, type PasskeyCredential } from '@bo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { sessionStore } from '../../auth/session-store.ts';

export const FACTORS_KEY = ['account', 'factors'] as const;

/** GET /api/account/factors: whether an authenticator is enrolled, and whether this session must enrol one first (per session). */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: [...FACTORS_KEY, sessionStore.key()] as const,
    queryFn: ({ signal }) => api.get('/api/account/factors', { schema: ZFactorsAnswer, signal }),
    staleTime: Infinity,
  });

export function useFactors(enabled = true) {
  return useQuery({ ...factorsQueryOptions(), enabled });
}

/** POST /api/account/totp: a new seed to scan or type. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => api.post('/api/account/totp', undefined, { schema: ZTotpEnrolment }) });
}

/** POST /api/account/totp/confirm: a code from the new seed enrols it; answers the recovery codes. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/account/totp/confirm', { code }, { schema: ZRecoveryCodesAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY }),
  });
}

/** POST /api/account/reauthenticate: the password, a code or a passkey's answer, for the step-up calls of the next 10 minutes. */
export function reauthenticate(proof: { password: string } | { code: string } | { passkey: PasskeyCredential }) {
  return api.post('/api/account/reauthenticate', proof, { schema: ZReauthAnswer, reauthenticating: true });
}

/** Step-up with the password or an authenticator code (the modal's form). */
export function useReauthenticate() {
  return useMutation({ mutationFn: (proof: { password: string } | { code: string }) => reauthenticate(proof) });
}

/** DELETE /api/admins/:id/factors: a super admin resets a member's second factor. */
export function useResetFactors() {
  return useMutation({ mutationFn: (adminId: number) => api.delete(`/api/admins/${adminId}/factors`) });
}
