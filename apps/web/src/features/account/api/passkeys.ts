import { ZPasskeyOptions, ZPasskeyRegisterAnswer } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { createPasskey, signWithPasskey } from '../passkey-ceremony.ts';
import { FACTORS_KEY, reauthenticate } from './factors.ts';

/**
 * Adds a passkey or security key under the name the admin gave it: the gateway's challenge, the
 * browser's ceremony, then the gateway checks and keeps it. Answers the recovery codes of a first factor.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await api.post('/api/account/passkeys/registration-options', undefined, { schema: ZPasskeyOptions });
      const credential = await createPasskey(options);
      return api.post('/api/account/passkeys', { name, credential }, { schema: ZPasskeyRegisterAnswer });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY }),
  });
}

/** DELETE /api/account/passkeys/:id: removes one of the person's keys. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/account/passkeys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY }),
  });
}

/** Re-authentication with a passkey: a fresh challenge, signed, for the step-up calls of the next 10 minutes. */
async function reauthenticateWithPasskey() {
  const options = await api.post('/api/account/passkeys/authentication-options', undefined, {
    schema: ZPasskeyOptions,
    reauthenticating: true,
  });
  return reauthenticate({ passkey: await signWithPasskey(options) });
}

/** Step-up with a passkey (the modal's passkey button). */
export function useReauthenticateWithPasskey() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}
