import { ZRegisterBody } from '@bo/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { REGISTERED_NEEDS_MODULES } from '../../app/messages.ts';
import type { CredentialField } from '../../components/credentials/credential-fields.ts';
import { CredentialsForm } from '../../components/credentials/CredentialsForm.tsx';
import { useCredentialsForm } from '../../components/credentials/use-credentials-form.ts';
import { useRegister } from '../../features/auth/api/register.ts';
import { validateForm } from '../../lib/form-validation.ts';

type Field = 'name' | 'email' | 'password';
const FIELDS: readonly CredentialField<Field>[] = [
  { name: 'name', kind: 'name' },
  { name: 'email', kind: 'email' },
  { name: 'password', kind: 'newPassword', label: 'Password' },
];

/**
 * Creates an account; it has no modules and cannot sign in until a super admin grants some. Outside
 * the demo it needs a super admin's invitation link, whose secret rides in `?invitation=`.
 */
export default function RegisterPage() {
  const invitation = useSearchParams()[0].get('invitation') || undefined;
  const register = useRegister();
  const form = useCredentialsForm({
    initial: { name: '', email: '', password: '' },
    errorFields: FIELDS.map((f) => f.name),
    check: (values) => validateForm(ZRegisterBody, { ...values, invitation }),
    mutation: register,
    clearOnSuccess: ['password'],
  });

  return (
    <CredentialsForm
      label="Register"
      layout="page"
      fields={FIELDS}
      form={form}
      submit="Register"
      done={register.isSuccess}
      notice={
        <>
          {invitation && !register.isSuccess && (
            <Text size="sm" c="dimmed">
              You were invited: register with the e-mail address the invitation was sent to.
            </Text>
          )}
          {register.isSuccess && (
            <Alert color="green" variant="light" role="status" title={`Welcome, ${register.data.name}`}>
              {REGISTERED_NEEDS_MODULES}
            </Alert>
          )}
        </>
      }
      footer={
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      }
    />
  );
}
