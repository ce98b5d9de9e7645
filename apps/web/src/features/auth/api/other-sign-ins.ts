import { ZLoginAnswer, ZPasskeyOptions, ZSignInMethods, type LoginAnswer, type PasskeyOptions } from '@bo/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { signWithPasskey } from '../../account/passkey-ceremony.ts';
import { sessionStore } from '../session-store.ts';
import { getMe } from './me.ts';

/** Sign-in beside the password (issue 24): single sign-on when the gateway has a provider, a passkey alone. */
export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['sign-in-methods'],
    queryFn: ({ signal }) => api.get('/api/login/methods', { schema: ZSignInMethods, signal, session: null }),
    staleTime: Infinity,
  });

export const useSignInMethods = () => useQuery(signInMethodsQueryOptions());

/** 'Sign in with a passkey': a usernameless ceremony; the gateway finds whose key it is. */
async function signInWithPasskey(): Promise<LoginAnswer> {
  const options = await api.post('/api/login/passkey/options', undefined, { schema: ZPasskeyOptions, session: null });
  const passkey = await signWithPasskey(options);
  return api.post('/api/login/passkey', { passkey }, { schema: ZLoginAnswer, session: null });
}

/** The admin's own factor after single sign-on: empty asks the question (and a passkey challenge). */
async function ssoFactor(factor: { code?: string; passkeyOptions?: PasskeyOptions }): Promise<LoginAnswer> {
  const body = factor.passkeyOptions ? { passkey: await signWithPasskey(factor.passkeyOptions) } : { code: factor.code };
  return api.post('/api/login/sso', factor.code === undefined && !factor.passkeyOptions ? {} : body, {
    schema: ZLoginAnswer,
    session: null,
  });
}

/** Back from the provider with the session cookie set: the admin is read, then kept as after any sign-in. */
async function ssoSignedIn(): Promise<LoginAnswer> {
  return { admin: await getMe() };
}

const keepAdmin = ({ admin }: LoginAnswer) => sessionStore.signIn(admin);
export const usePasskeySignIn = () => useMutation({ mutationFn: signInWithPasskey, onSuccess: keepAdmin });
export const useSsoFactor = () => useMutation({ mutationFn: ssoFactor, onSuccess: keepAdmin });
export const useSsoSignedIn = () => useMutation({ mutationFn: ssoSignedIn, onSuccess: keepAdmin });
