import { routeByName, type PasskeyOptions } from '@bo/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_REDIRECT_QUERY } from '../../app/spec-constants.ts';
import { CODE_DESCRIPTION, type CredentialField } from '../../components/credentials/credential-fields.ts';
import { CredentialsForm, PasskeyButton } from '../../components/credentials/CredentialsForm.tsx';
import { useCredentialsForm } from '../../components/credentials/use-credentials-form.ts';
import { passkeyOptionsOf } from '../../features/account/passkey-options.ts';
import { checkLogin, preloadLogin, useLogin } from '../../features/auth/api/login.ts';
import { sessionStore } from '../../features/auth/session-store.ts';
import { afterLoginDestination } from '../../routing/sign-in-paths.ts';
import { preloadSignedIn } from '../../routing/signed-in-pages.ts';

type Field = 'email' | 'password' | 'code';
const SIGN_IN: readonly CredentialField<Field>[] = [
  { name: 'email', kind: 'email', autoComplete: 'username' },
  { name: 'password', kind: 'password' },
];
// Shown once the gateway asks for it (an admin with an authenticator): a TOTP or recovery code.
const CODE: CredentialField<Field> = { name: 'code', kind: 'code', description: CODE_DESCRIPTION, required: false, focusOnShow: true };
const homeExists = routeByName('dashboard') !== undefined;
/** Single sign-on and a passkey alone: drawn under the form once their code is there, not with the page (issue 21 item 4). */
const OtherSignIns = lazy(async () => ({ default: (await import('./OtherSignIns.tsx')).OtherSignIns }));

/** E-mail and password; after sign-in, the redirect query (or home) after 500 ms (spec 01 §2.1). */
export default function LoginPage() {
  const [askCode, setAskCode] = useState(false);
  // The challenge of the gateway's last request for a second factor, when the account has a passkey.
  const [passkeyOptions, setPasskeyOptions] = useState<PasskeyOptions | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useCredentialsForm({
    initial: { email: '', password: '', code: '' },
    errorFields: ['email', 'password', 'code', 'passkey'],
    check: (v) => checkLogin({ email: v.email, password: v.password, code: askCode ? v.code : undefined }),
    mutation: login,
  });
  const { errors } = form;
  const destination = afterLoginDestination(searchParams.get(LOGIN_REDIRECT_QUERY), homeExists);

  useEffect(() => {
    sessionStore.acknowledgeSignOut();
    preloadLogin();
  }, []);
  useEffect(() => {
    if (errors.fields.code || errors.fields.passkey) setAskCode(true);
  }, [errors.fields.code, errors.fields.passkey]);
  useEffect(() => {
    const options = passkeyOptionsOf(login.error);
    if (options) setPasskeyOptions(options);
  }, [login.error]);

  // The signed-in area's code downloads while the gateway checks the password, not after.
  useEffect(() => {
    if (login.isPending) preloadSignedIn();
  }, [login.isPending]);
  useEffect(() => {
    if (!login.isSuccess) return undefined;
    const timer = window.setTimeout(() => navigate(destination, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [login.isSuccess, destination, navigate]);

  return (
    <CredentialsForm
      label="Sign in"
      layout="page"
      fields={askCode ? [...SIGN_IN, CODE] : SIGN_IN}
      form={form}
      busy={login.isSuccess}
      submit="Sign in"
      notice={
        login.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Signed in as {login.data.admin.name}.
          </Alert>
        )
      }
      // Other ways to sign in (single sign-on, a passkey) go here, under the form's own button.
      alternatives={
        <>
          {passkeyOptions && (
            <PasskeyButton
              fullWidth
              busy={form.busy || login.isSuccess}
              error={errors.fields.passkey ?? null}
              onUse={() => login.mutate({ email: form.values.email, password: form.values.password, passkeyOptions })}
            />
          )}
          <Suspense fallback={null}>
            <OtherSignIns />
          </Suspense>
        </>
      }
      footer={
        <Text size="sm" ta="center">
          No account yet?{' '}
          <Anchor component={Link} to="/register" underline="always">
            Register
          </Anchor>
        </Text>
      }
    />
  );
}
