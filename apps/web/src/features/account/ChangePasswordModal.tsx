import { ZPasswordChangeBody } from '@bo/contract';
import { Alert, Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formErrors } from '../../lib/api/form-errors.ts';
import { validateForm } from '../../lib/form-validation.ts';
import { useChangePassword } from './api/password.ts';

const FIELDS = ['current_password', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Account menu, 'Change password': with the current one; the admin's other sessions end. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const serverErrors = change.isError ? formErrors(change.error, FIELDS) : { fields: {}, general: null };
  const errors = { fields: { ...serverErrors.fields, ...invalid }, general: serverErrors.general };

  const close = () => {
    setCurrent('');
    setPassword('');
    setInvalid({});
    change.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZPasswordChangeBody, { current_password: current, password });
    setInvalid(checked.ok ? {} : checked.fields);
    if (checked.ok)
      change.mutate(checked.data, {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
        },
      });
    else change.reset();
  };

  return (
    <Modal opened={opened} onClose={close} title="Change password">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack>
          {errors.general && (
            <Alert color="red" variant="light" role="alert">
              {errors.general}
            </Alert>
          )}
          {change.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {`Password changed. ${change.data.ended_sessions} other session(s) ended.`}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={errors.fields.current_password}
            data-autofocus
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.fields.password}
          />
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
