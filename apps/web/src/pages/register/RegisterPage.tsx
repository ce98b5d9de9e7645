import { ZRegisterBody } from '@bo/contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REGISTERED_NEEDS_MODULES } from '../../app/messages.ts';
import { useRegister } from '../../features/auth/api/register.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import { validateForm } from '../../lib/form-validation.ts';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * Creates an account; it has no modules and cannot sign in until a super admin grants some. Outside
 * the demo it needs a super admin's invitation link, whose secret rides in `?invitation=`.
 */
export default function RegisterPage() {
  const invitation = useSearchParams()[0].get('invitation') || undefined;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();
  const [invalid, setInvalid] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const serverErrors = register.isError ? formErrors(register.error, FIELDS) : { fields: {}, general: null };
  const errors = { fields: { ...serverErrors.fields, ...invalid }, general: serverErrors.general };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZRegisterBody, { name, email, password, invitation });
    setInvalid(checked.ok ? {} : checked.fields);
    if (checked.ok) register.mutate(checked.data, { onSuccess: () => setPassword('') });
    else register.reset();
  };

  return (
    <Paper component="form" onSubmit={submit} w={400} maw="100%" p="xl" withBorder shadow="md" noValidate aria-label="Register">
      <Stack>
        <Title order={2}>Register</Title>
        {errors.general && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.general}
          </Alert>
        )}
        {invitation && !register.isSuccess && (
          <Text size="sm" c="dimmed">
            You were invited: register with the e-mail address the invitation was sent to.
          </Text>
        )}
        {register.isSuccess ? (
          <Alert color="green" variant="light" role="status" title={`Welcome, ${register.data.name}`}>
            {REGISTERED_NEEDS_MODULES}
          </Alert>
        ) : (
          <>
            <TextInput
              label="Name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.fields.name}
              data-autofocus
            />
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.fields.email}
            />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.fields.password}
            />
            <Button type="submit" loading={register.isPending} fullWidth>
              Register
            </Button>
          </>
        )}
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
