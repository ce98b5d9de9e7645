import { ZPasswordChangeBody } from '@bo/contract';
import { Alert, Modal } from '@mantine/core';
import type { CredentialField } from '../../components/credentials/credential-fields.ts';
import { CredentialsForm } from '../../components/credentials/CredentialsForm.tsx';
import { useCredentialsForm } from '../../components/credentials/use-credentials-form.ts';
import { validateForm } from '../../lib/form-validation.ts';
import { useChangePassword } from './api/password.ts';

type Field = 'current_password' | 'password';
const FIELDS: readonly CredentialField<Field>[] = [
  { name: 'current_password', kind: 'currentPassword' },
  { name: 'password', kind: 'newPassword' },
];

/** Account menu, 'Change password': with the current one; the admin's other sessions end. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const form = useCredentialsForm({
    initial: { current_password: '', password: '' },
    errorFields: FIELDS.map((f) => f.name),
    check: (values) => validateForm(ZPasswordChangeBody, values),
    mutation: change,
    clearOnSuccess: ['current_password', 'password'],
  });

  const close = () => {
    form.clear();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Change password">
      <CredentialsForm
        label="Change password"
        layout="modal"
        fields={FIELDS}
        form={form}
        submit="Change password"
        notice={
          change.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {`Password changed. ${change.data.ended_sessions} other session(s) ended.`}
            </Alert>
          )
        }
      />
    </Modal>
  );
}
