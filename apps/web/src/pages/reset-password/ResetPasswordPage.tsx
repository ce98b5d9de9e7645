import { ZPasswordResetBody } from '@bo/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { CredentialField } from '../../components/credentials/credential-fields.ts';
import { CredentialsForm } from '../../components/credentials/CredentialsForm.tsx';
import { useCredentialsForm } from '../../components/credentials/use-credentials-form.ts';
import { useResetPassword } from '../../features/account/api/password.ts';
import { validateForm } from '../../lib/form-validation.ts';

const FIELDS: readonly CredentialField<'password'>[] = [{ name: 'password', kind: 'newPassword' }];

/** Where a super admin's one-time reset link leads: the admin sets a new password (every session ends). */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const form = useCredentialsForm({
    initial: { password: '' },
    errorFields: ['password'],
    check: (values) => validateForm(ZPasswordResetBody, { token, password: values.password }),
    mutation: reset,
    clearOnSuccess: ['password'],
  });

  return (
    <CredentialsForm
      label="Reset password"
      layout="page"
      fields={FIELDS}
      form={form}
      submit="Set password"
      submitDisabled={!token}
      done={reset.isSuccess}
      notice={
        reset.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Your password is set. Sign in with it.
          </Alert>
        )
      }
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      }
    />
  );
}
