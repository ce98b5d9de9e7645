import { Alert, Button, Code, Divider, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formErrors } from '../../lib/api/form-errors.ts';
import { useConfirmTotp, useFactors, useStartTotp } from './api/factors.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { RecoveryCodesNotice } from './RecoveryCodesNotice.tsx';

/**
 * Two-factor authentication (issue 24, item 1): scan the QR code (or type the secret) into an
 * authenticator app, confirm with a code from it, and keep the ten recovery codes shown once; add,
 * list and remove passkeys and security keys (the first factor's recovery codes shown the same way).
 * `required`: MFA_REQUIRED and no factor yet; the modal cannot be closed until enrolled.
 */
export function TwoFactorModal({ opened, onClose, required = false }: { opened: boolean; onClose: () => void; required?: boolean }) {
  const factors = useFactors(opened);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [passkeyCodes, setPasskeyCodes] = useState<string[] | null>(null);
  const errors = confirm.isError ? formErrors(confirm.error, ['code'] as const) : { fields: {}, general: null };

  const close = () => {
    start.reset();
    confirm.reset();
    setCode('');
    setPasskeyCodes(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };

  const body = () => {
    if (confirm.isSuccess)
      return <RecoveryCodesNotice signInAsks="a code from your authenticator app" codes={confirm.data.recovery_codes} onDone={close} />;
    if (passkeyCodes) return <RecoveryCodesNotice signInAsks="your passkey or security key" codes={passkeyCodes} onDone={close} />;
    if (start.isSuccess)
      return (
        <form onSubmit={submit} noValidate aria-label="Confirm authenticator">
          <Stack>
            <Text size="sm">Scan this QR code with your authenticator app, or type the secret key into it.</Text>
            <Group justify="center">
              <Image src={start.data.qr_code} alt="QR code of the authenticator secret" w={200} h={200} />
            </Group>
            <Text size="sm">
              Secret key: <Code data-testid="totp-secret">{start.data.secret}</Code>
            </Text>
            <TextInput
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errors.fields.code}
              data-autofocus
            />
            {errors.general && (
              <Alert color="red" variant="light" role="alert">
                {errors.general}
              </Alert>
            )}
            <Button type="submit" loading={confirm.isPending}>
              Turn on
            </Button>
          </Stack>
        </form>
      );
    const passkeys = (
      <>
        <Divider />
        <PasskeysSection passkeys={factors.data?.passkeys ?? []} onRecoveryCodes={setPasskeyCodes} />
      </>
    );
    if (factors.data?.totp)
      return (
        <Stack>
          <Text size="sm">
            Two-factor authentication is on, with {factors.data.recovery_codes_left} recovery code(s) left. A super admin can reset it if
            you lose your phone.
          </Text>
          {passkeys}
          <Button onClick={close}>Close</Button>
        </Stack>
      );
    return (
      <Stack>
        {required && (
          <Alert color="yellow" variant="light" role="alert">
            Two-factor authentication is required: set it up to use the back office.
          </Alert>
        )}
        {factors.data && factors.data.passkeys.length > 0 ? (
          <Text size="sm">
            Two-factor authentication is on with your passkeys, with {factors.data.recovery_codes_left} recovery code(s) left. You may also
            set up an authenticator app.
          </Text>
        ) : (
          <Text size="sm">
            Sign-ins will ask for a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy...), or a passkey or
            security key, as well as your password.
          </Text>
        )}
        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {formErrors(start.error, [] as const).general}
          </Alert>
        )}
        <Button loading={start.isPending || factors.isPending} onClick={() => start.mutate()}>
          Set up authenticator app
        </Button>
        {passkeys}
      </Stack>
    );
  };

  // Until enrolled, a required enrolment stays open (no close button, no Escape).
  const locked = required && !confirm.isSuccess && passkeyCodes === null;
  return (
    <Modal
      opened={opened}
      onClose={locked ? () => undefined : close}
      withCloseButton={!locked}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      title="Two-factor authentication"
    >
      {body()}
    </Modal>
  );
}
