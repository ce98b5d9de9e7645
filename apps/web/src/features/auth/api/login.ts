import type { LoginAnswer, PasskeyOptions } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '../session-store.ts';

export interface Credentials {
  email: string;
  password: string;
  /** The second factor: a TOTP or recovery code... */
  code?: string;
  /** ...or the challenge of the gateway's last answer, signed with a passkey first. */
  passkeyOptions?: PasskeyOptions;
}

/** The sign-in's calls and their schemas, fetched after the page is drawn (preloadLogin) or at the latest on submit. */
export const signInCalls = () => import('./sign-in-calls.ts');

export const preloadLogin = (): void => void signInCalls();

export const checkLogin = async (values: { email: string; password: string; code: string | undefined }) =>
  (await signInCalls()).checkLogin(values);

/** Signs in (the gateway sets the session cookie) and keeps the admin; the page decides where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: Credentials): Promise<LoginAnswer> => (await signInCalls()).login(credentials),
    onSuccess: ({ admin }) => sessionStore.signIn(admin),
  });
}
