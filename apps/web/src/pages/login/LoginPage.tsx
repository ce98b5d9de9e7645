import { routeByName, ZLoginBody, type PasskeyOptions } from '@bo/contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_REDIRECT_QUERY } from '../../app/spec-constants.ts';
import { passkeyOptionsOf } from '../../features/account/passkey-ceremony.ts';
import { useLogin } from '../../features/auth/api/login.ts';
import { sessionStore } from '../../features/auth/session-store.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import { validateForm } from '../../lib/form-validation.ts';
import { afterLoginDestination } from '../../routing/sign-in-paths.ts';
import { OtherSignIns } from './OtherSignIns.tsx';

const FIELDS = ['email', 'password', 'code', 'passkey'] as const;
const homeExists = routeByName('dashboard') !== undefined;

/** E-mail and password; after sign-in, the redirect query (or home) after 500 ms (spec 01 §2.1). */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Shown once the gateway asks for it (an admin with an authenticator): a TOTP or recovery code.
  const [code, setCode] = useState<string | null>(null);
  // The challenge of the gateway's last request for a second factor, when the account has a passkey.
  const [passkeyOptions, setPasskeyOptions] = useState<PasskeyOptions | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [invalid, setInvalid] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const serverErrors = login.isError ? formErrors(login.error, FIELDS) : { fields: {}, general: null };
  const errors = { fields: { ...serverErrors.fields, ...invalid }, general: serverErrors.general };
  const destination = afterLoginDestination(searchParams.get(LOGIN_REDIRECT_QUERY), homeExists);

  useEffect(() => sessionStore.acknowledgeSignOut(), []);
  useEffect(() => {
    if ((serverErrors.fields.code || serverErrors.fields.passkey) && code === null) setCode('');
  }, [serverErrors.fields.code, serverErrors.fields.passkey, code]);
  useEffect(() => {
    const options = passkeyOptionsOf(login.error);
    if (options) setPasskeyOptions(options);
  }, [login.error]);

  useEffect(() => {
    if (!login.isSuccess) return undefined;
    const timer = window.setTimeout(() => navigate(destination, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [login.isSuccess, destination, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZLoginBody, { email, password, code: code ?? undefined });
    setInvalid(checked.ok ? {} : checked.fields);
    if (checked.ok) login.mutate(checked.data);
    else login.reset();
  };

  return (
    <Paper component="form" onSubmit={submit} w={400} maw="100%" p="xl" withBorder shadow="md" noValidate aria-label="Sign in">
      <Stack>
        <Title order={2}>Sign in</Title>
        {errors.general && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.general}
          </Alert>
        )}
        {login.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Signed in as {login.data.admin.name}.
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.fields.email}
          data-autofocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.fields.password}
        />
        {code !== null && (
          <TextInput
            label="Authentication code"
            description="The 6-digit code from your authenticator app, or one of your recovery codes."
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.fields.code}
            autoFocus
          />
        )}
        <Button type="submit" loading={login.isPending || login.isSuccess} fullWidth>
          Sign in
        </Button>
        {passkeyOptions && (
          <Stack gap={4}>
            <Button
              variant="default"
              fullWidth
              loading={login.isPending || login.isSuccess}
              onClick={() => login.mutate({ email, password, passkeyOptions })}
            >
              Use a passkey
            </Button>
            {errors.fields.passkey && (
              <Text size="sm" c="red" role="alert">
                {errors.fields.passkey}
              </Text>
            )}
          </Stack>
        )}
        <OtherSignIns />
        <Text size="sm" ta="center">
          No account yet?{' '}
          <Anchor component={Link} to="/register" underline="always">
            Register
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
