import { ZPasswordResetBody } from '@bo/contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '../../features/account/api/password.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import { validateForm } from '../../lib/form-validation.ts';

const FIELDS = ['password'] as const;

/** Where a super admin's one-time reset link leads: the admin sets a new password (every session ends). */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const reset = useResetPassword();
  const serverErrors = reset.isError ? formErrors(reset.error, FIELDS) : { fields: {}, general: null };
  const errors = { fields: { ...serverErrors.fields, ...invalid }, general: serverErrors.general };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZPasswordResetBody, { token, password });
    setInvalid(checked.ok ? {} : { password: checked.fields.password });
    if (checked.ok) reset.mutate(checked.data, { onSuccess: () => setPassword('') });
    else reset.reset();
  };

  return (
    <Paper component="form" onSubmit={submit} w={400} maw="100%" p="xl" withBorder shadow="md" noValidate aria-label="Reset password">
      <Stack>
        <Title order={2}>Reset password</Title>
        {errors.general && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.general}
          </Alert>
        )}
        {reset.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            Your password is set. Sign in with it.
          </Alert>
        ) : (
          <>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.fields.password}
              data-autofocus
            />
            <Button type="submit" loading={reset.isPending} fullWidth disabled={!token}>
              Set password
            </Button>
          </>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
