import { routeByName, SIGN_IN_MESSAGES, SSO_RETURN_QUERY, SSO_STEP, type PasskeyOptions, type SsoErrorKey } from '@bo/contract';
import { Alert, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_REDIRECT_QUERY } from '../../app/spec-constants.ts';
import { CODE_DESCRIPTION, CREDENTIAL_KINDS } from '../../components/credentials/credential-fields.ts';
import { PasskeyButton } from '../../components/credentials/CredentialsForm.tsx';
import { browserSupportsPasskeys, passkeyOptionsOf } from '../../features/account/passkey-options.ts';
import { usePasskeySignIn, useSignInMethods, useSsoFactor, useSsoSignedIn } from '../../features/auth/api/other-sign-ins.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import { afterLoginDestination } from '../../routing/sign-in-paths.ts';
import { preloadSignedIn } from '../../routing/signed-in-pages.ts';

/** Where to go after a single sign-on, kept across the trip to the provider (the redirect query does not come back). */
const SSO_DESTINATION_KEY = 'bo.sso-destination';
const homeExists = routeByName('dashboard') !== undefined;

const ssoError = (key: string | null): string | null =>
  key && Object.hasOwn(SIGN_IN_MESSAGES, key) ? SIGN_IN_MESSAGES[key as SsoErrorKey] : key ? SIGN_IN_MESSAGES.ssoFailed : null;

/**
 * Sign-in beside the password (issue 24): 'Sign in with a passkey' (no e-mail or password: the key
 * says whose it is), 'Sign in with <provider>' when the gateway has single sign-on, and the steps the
 * login page shows once the provider sends the browser back (a second factor, an error, or done).
 */
export function OtherSignIns() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const methods = useSignInMethods();
  const passkey = usePasskeySignIn();
  const factor = useSsoFactor();
  const signedIn = useSsoSignedIn();
  const [code, setCode] = useState('');
  const [passkeyOptions, setPasskeyOptions] = useState<PasskeyOptions | null>(null);
  const step = searchParams.get(SSO_RETURN_QUERY.step);
  const returnError = ssoError(searchParams.get(SSO_RETURN_QUERY.error));
  const success = passkey.data ?? factor.data ?? signedIn.data;

  const ssoDestination = () => sessionStorage.getItem(SSO_DESTINATION_KEY);
  const destination = afterLoginDestination(step ? ssoDestination() : searchParams.get(LOGIN_REDIRECT_QUERY), homeExists);

  // Back from the provider: read the session it opened, or ask the admin's own factor (with a passkey challenge when they have one).
  const { mutate: readSession } = signedIn;
  const { mutate: askFactor } = factor;
  useEffect(() => {
    if (step === SSO_STEP.done) readSession();
    if (step === SSO_STEP.code) askFactor({});
  }, [step, readSession, askFactor]);
  useEffect(() => {
    const options = passkeyOptionsOf(factor.error);
    if (options) setPasskeyOptions(options);
  }, [factor.error]);
  useEffect(() => {
    if (!success) return undefined;
    preloadSignedIn();
    sessionStorage.removeItem(SSO_DESTINATION_KEY);
    const timer = window.setTimeout(() => navigate(destination, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success, destination, navigate]);

  if (success)
    return (
      <Alert color="green" variant="light" role="status">
        Signed in as {success.admin.name}.
      </Alert>
    );

  if (step === SSO_STEP.code) {
    const errors = factor.isError ? formErrors(factor.error, ['code', 'passkey'] as const) : { fields: {}, general: null };
    // Inside the login page's form: Enter sends the code, not the password form.
    const onEnter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      factor.mutate({ code });
    };
    return (
      <Stack role="group" aria-label="Second factor after single sign-on">
        {errors.general && (
          <Alert color="red" variant="light" role="alert">
            {errors.general}
          </Alert>
        )}
        <TextInput
          label={CREDENTIAL_KINDS.code.label}
          description={CODE_DESCRIPTION}
          autoComplete={CREDENTIAL_KINDS.code.autoComplete}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={onEnter}
          error={code ? errors.fields.code : undefined}
          autoFocus
        />
        <Button loading={factor.isPending} fullWidth onClick={() => factor.mutate({ code })}>
          Continue
        </Button>
        {passkeyOptions ? (
          <PasskeyButton
            fullWidth
            busy={factor.isPending}
            error={errors.fields.passkey ?? null}
            onUse={() => factor.mutate({ passkeyOptions })}
          />
        ) : (
          errors.fields.passkey && (
            <Text size="sm" c="red" role="alert">
              {errors.fields.passkey}
            </Text>
          )
        )}
      </Stack>
    );
  }

  const passkeyError = passkey.isError ? formErrors(passkey.error, ['passkey'] as const) : null;
  const readError = signedIn.isError ? formErrors(signedIn.error, [] as const).general : null;
  return (
    <Stack gap="xs">
      {(returnError ?? readError) && (
        <Alert color="red" variant="light" role="alert">
          {returnError ?? readError}
        </Alert>
      )}
      <Divider label="or" labelPosition="center" />
      {browserSupportsPasskeys() && (
        <Button variant="default" fullWidth loading={passkey.isPending} onClick={() => passkey.mutate()}>
          Sign in with a passkey
        </Button>
      )}
      {(passkeyError?.fields.passkey ?? passkeyError?.general) && (
        <Text size="sm" c="red" role="alert">
          {passkeyError.fields.passkey ?? passkeyError.general}
        </Text>
      )}
      {methods.data?.sso && (
        <Button
          component="a"
          href="/api/login/sso"
          variant="default"
          fullWidth
          onClick={() => sessionStorage.setItem(SSO_DESTINATION_KEY, destination)}
        >
          Sign in with {methods.data.sso.name}
        </Button>
      )}
    </Stack>
  );
}
