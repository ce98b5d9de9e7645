import { ACCOUNT_CALL } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { createPasskey, signWithPasskey } from '../passkey-ceremony.ts';
import { accountKeys } from './account-keys.ts';
import { reauthenticate } from './factors.ts';

/**
 * Adds a passkey or security key under the name the admin gave it: the gateway's challenge, the
 * browser's ceremony, then the gateway checks and keeps it. Answers the recovery codes of a first factor.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await callApi(ACCOUNT_CALL.passkeyRegistrationOptions, {});
      const credential = await createPasskey(options);
      return callApi(ACCOUNT_CALL.passkeyRegister, { body: { name, credential } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.factors }),
  });
}

/** DELETE /api/account/passkeys/:id: removes one of the person's keys. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(ACCOUNT_CALL.passkeyRemove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.factors }),
  });
}

/** Re-authentication with a passkey: a fresh challenge, signed, for the step-up calls of the next 10 minutes. */
async function reauthenticateWithPasskey() {
  const options = await callApi(ACCOUNT_CALL.passkeyAuthenticationOptions, { reauthenticating: true });
  return reauthenticate({ passkey: await signWithPasskey(options) });
}

/** Step-up with a passkey (the modal's passkey button). */
export function useReauthenticateWithPasskey() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}
