import { FACTOR_MESSAGES } from '@bo/contract';
import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formErrors } from '../../lib/api/form-errors.ts';
import { reauthenticate, useFactors } from './api/factors.ts';
import { reauthenticateWithPasskey } from './api/passkeys.ts';
import { reauthStore, useReauthOpen } from './reauth-store.ts';

const FIELDS = ['password', 'code'] as const;

/**
 * Step-up (issue 24, item 5): credits, status changes, access edits, switching account and personal
 * data need a sign-in within 10 minutes. A call refused for that opens this modal; confirming with
 * the password, an authenticator code or a passkey retries it, cancelling leaves it undone.
 */
export function ReauthModal() {
  const opened = useReauthOpen();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const confirm = useMutation({ mutationFn: reauthenticate });
  const withPasskey = useMutation({ mutationFn: reauthenticateWithPasskey });
  const hasPasskey = (useFactors(opened).data?.passkeys.length ?? 0) > 0;
  const serverErrors = confirm.isError ? formErrors(confirm.error, FIELDS) : { fields: {}, general: null };
  const passkeyError = withPasskey.isError ? formErrors(withPasskey.error, ['passkey'] as const) : { fields: {}, general: null };

  const finish = (confirmed: boolean) => {
    setValue('');
    setWithCode(false);
    confirm.reset();
    withPasskey.reset();
    reauthStore.finish(confirmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') return;
    confirm.mutate(withCode ? { code: value } : { password: value }, { onSuccess: () => finish(true) });
  };

  return (
    // Above any modal whose call it answers (switch account, an action on a user).
    <Modal opened={opened} onClose={() => finish(false)} title="Confirm it is you" zIndex={400}>
      <form onSubmit={submit} noValidate aria-label="Confirm it is you">
        <Stack>
          <Text size="sm">{FACTOR_MESSAGES.reauthRequired}</Text>
          {serverErrors.general && (
            <Alert color="red" variant="light" role="alert">
              {serverErrors.general}
            </Alert>
          )}
          {withCode ? (
            <TextInput
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={serverErrors.fields.code}
              data-autofocus
            />
          ) : (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={serverErrors.fields.password}
              data-autofocus
            />
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setWithCode(!withCode);
              setValue('');
              confirm.reset();
            }}
          >
            {withCode ? 'Use my password instead' : 'Use a code from my authenticator app instead'}
          </Anchor>
          {hasPasskey && (
            <Stack gap={4}>
              <Button
                variant="default"
                loading={withPasskey.isPending}
                onClick={() => withPasskey.mutate(undefined, { onSuccess: () => finish(true) })}
              >
                Use a passkey
              </Button>
              {(passkeyError.fields.passkey ?? passkeyError.general) && (
                <Text size="sm" c="red" role="alert">
                  {passkeyError.fields.passkey ?? passkeyError.general}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
