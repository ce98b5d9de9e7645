import { ACCOUNT_CALL, ZLoginBody, type LoginAnswer, type PasskeyOptions } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { validateForm, type Validation } from '../../../lib/form-validation.ts';
import { signWithPasskey } from '../../account/passkey-ceremony.ts';
import type { Credentials } from './login.ts';
import { getMe } from './me.ts';

/**
 * The sign-in's calls and check, with the contract's schemas (zod) and the passkey ceremony: loaded
 * once the sign-in page is drawn, not with it (issue 21 item 4).
 */
export async function login({ passkeyOptions, ...credentials }: Credentials): Promise<LoginAnswer> {
  const body = passkeyOptions
    ? { email: credentials.email, password: credentials.password, passkey: await signWithPasskey(passkeyOptions) }
    : credentials;
  return callApi(ACCOUNT_CALL.login, { body, session: null });
}

type LoginField = 'email' | 'password' | 'code';

/** The contract's login body checked before sending: the messages the gateway would answer. */
export function checkLogin(values: Record<LoginField, string | undefined>): Validation<Credentials, LoginField> {
  const checked = validateForm(ZLoginBody, values);
  return checked.ok ? { ok: true, data: { email: checked.data.email, password: checked.data.password, code: checked.data.code } } : checked;
}

/** Sign-in beside the password (issue 24): single sign-on when the gateway has a provider, a passkey alone. */
export const signInMethods = (signal: AbortSignal) => callApi(ACCOUNT_CALL.signInMethods, { signal, session: null });

/** 'Sign in with a passkey': a usernameless ceremony; the gateway finds whose key it is. */
export async function signInWithPasskey(): Promise<LoginAnswer> {
  const options = await callApi(ACCOUNT_CALL.passkeySignInOptions, { session: null });
  const passkey = await signWithPasskey(options);
  return callApi(ACCOUNT_CALL.passkeySignIn, { body: { passkey }, session: null });
}

/** The admin's own factor after single sign-on: empty asks the question (and a passkey challenge). */
export async function ssoFactor(factor: { code?: string; passkeyOptions?: PasskeyOptions }): Promise<LoginAnswer> {
  const body = factor.passkeyOptions ? { passkey: await signWithPasskey(factor.passkeyOptions) } : { code: factor.code };
  return callApi(ACCOUNT_CALL.ssoFactor, { body: factor.code === undefined && !factor.passkeyOptions ? {} : body, session: null });
}

/** Back from the provider with the session cookie set: the admin is read, then kept as after any sign-in. */
export async function ssoSignedIn(): Promise<LoginAnswer> {
  return { admin: await getMe() };
}
