import type { LoginAnswer, PasskeyOptions } from '@bo/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sessionStore } from '../session-store.ts';
import { authKeys } from './auth-keys.ts';
import { signInCalls } from './login.ts';

/** Sign-in beside the password (issue 24): single sign-on when the gateway has a provider, a passkey alone. */
export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.signInMethods,
    queryFn: async ({ signal }) => (await signInCalls()).signInMethods(signal),
    staleTime: Infinity,
  });

export const useSignInMethods = () => useQuery(signInMethodsQueryOptions());

const keepAdmin = ({ admin }: LoginAnswer) => sessionStore.signIn(admin);
export const usePasskeySignIn = () =>
  useMutation({ mutationFn: async () => (await signInCalls()).signInWithPasskey(), onSuccess: keepAdmin });
export const useSsoFactor = () =>
  useMutation({
    mutationFn: async (factor: { code?: string; passkeyOptions?: PasskeyOptions }) => (await signInCalls()).ssoFactor(factor),
    onSuccess: keepAdmin,
  });
export const useSsoSignedIn = () => useMutation({ mutationFn: async () => (await signInCalls()).ssoSignedIn(), onSuccess: keepAdmin });
