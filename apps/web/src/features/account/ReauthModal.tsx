import { FACTOR_MESSAGES } from '@bo/contract';
import { Anchor, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { CredentialField } from '../../components/credentials/credential-fields.ts';
import { CredentialsForm, PasskeyButton } from '../../components/credentials/CredentialsForm.tsx';
import { useCredentialsForm } from '../../components/credentials/use-credentials-form.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import type { Validation } from '../../lib/form-validation.ts';
import { useFactors, useReauthenticate } from './api/factors.ts';
import { useReauthenticateWithPasskey } from './api/passkeys.ts';
import { reauthStore, useReauthOpen } from './reauth-store.ts';

type Field = 'password' | 'code';
const PASSWORD: readonly CredentialField<Field>[] = [{ name: 'password', kind: 'password', required: false }];
const CODE: readonly CredentialField<Field>[] = [{ name: 'code', kind: 'code', inputMode: 'numeric', required: false }];
type Proof = { password: string } | { code: string };

/**
 * Step-up (issue 24, item 5): credits, status changes, access edits, switching account and personal
 * data need a sign-in within 10 minutes. A call refused for that opens this modal; confirming with
 * the password, an authenticator code or a passkey retries it, cancelling leaves it undone.
 */
export function ReauthModal() {
  const opened = useReauthOpen();
  const [withCode, setWithCode] = useState(false);
  const confirm = useReauthenticate();
  const withPasskey = useReauthenticateWithPasskey();
  const hasPasskey = (useFactors(opened).data?.passkeys.length ?? 0) > 0;
  const passkeyError = withPasskey.isError ? formErrors(withPasskey.error, ['passkey'] as const) : { fields: {}, general: null };
  const form = useCredentialsForm({
    initial: { password: '', code: '' },
    errorFields: ['password', 'code'],
    // The gateway checks the proof; an empty one is not sent.
    check: (values): Validation<Proof, Field> => {
      const value = withCode ? values.code : values.password;
      if (value.trim() === '') return { ok: false, fields: {} };
      return { ok: true, data: withCode ? { code: value } : { password: value } };
    },
    mutation: confirm,
    onSuccess: () => finish(true),
  });

  function finish(confirmed: boolean) {
    form.clear();
    setWithCode(false);
    withPasskey.reset();
    reauthStore.finish(confirmed);
  }

  return (
    // Above any modal whose call it answers (switch account, an action on a user).
    <Modal opened={opened} onClose={() => finish(false)} title="Confirm it is you" zIndex={400}>
      <CredentialsForm
        label="Confirm it is you"
        layout="modal"
        fields={withCode ? CODE : PASSWORD}
        form={form}
        submit="Confirm"
        onCancel={() => finish(false)}
        intro={<Text size="sm">{FACTOR_MESSAGES.reauthRequired}</Text>}
        afterFields={
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setWithCode(!withCode);
              form.clear();
            }}
          >
            {withCode ? 'Use my password instead' : 'Use a code from my authenticator app instead'}
          </Anchor>
        }
        alternatives={
          hasPasskey && (
            <PasskeyButton
              busy={withPasskey.isPending}
              error={passkeyError.fields.passkey ?? passkeyError.general}
              onUse={() => withPasskey.mutate(undefined, { onSuccess: () => finish(true) })}
            />
          )
        }
      />
    </Modal>
  );
}
