import { ACCOUNT_CALL, type LoginAnswer, type PasskeyOptions } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { signWithPasskey } from '../../account/passkey-ceremony.ts';
import { sessionStore } from '../session-store.ts';

export interface Credentials {
  email: string;
  password: string;
  /** The second factor: a TOTP or recovery code... */
  code?: string;
  /** ...or the challenge of the gateway's last answer, signed with a passkey first. */
  passkeyOptions?: PasskeyOptions;
}

export async function login({ passkeyOptions, ...credentials }: Credentials): Promise<LoginAnswer> {
  const body = passkeyOptions
    ? { email: credentials.email, password: credentials.password, passkey: await signWithPasskey(passkeyOptions) }
    : credentials;
  return callApi(ACCOUNT_CALL.login, { body, session: null });
}

/** Signs in (the gateway sets the session cookie) and keeps the admin; the page decides where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ admin }) => sessionStore.signIn(admin),
  });
}
