import { ZInvitationBody, type AccountLinkAnswer } from '@bo/contract';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { useInvite, usePasswordResetLink } from '../../account/api/password.ts';

/** A one-time link as the super admin hands it over: the full URL on this origin, its end, a copy button. */
function IssuedLink({ link, what }: { link: AccountLinkAnswer; what: string }) {
  const url = `${window.location.origin}${link.path}`;
  return (
    <Stack gap="xs">
      <TextInput label={what} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">{`Works once, until ${new Date(link.expires_at).toLocaleString()}.`}</Text>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** /admins, super admins: invite an e-mail to register by a one-time, expiring link. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const invite = useInvite();
  const serverErrors = invite.isError ? formErrors(invite.error, ['email'] as const) : { fields: {}, general: null };
  const close = () => {
    setEmail('');
    setInvalid(undefined);
    invite.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZInvitationBody, { email });
    setInvalid(checked.ok ? undefined : checked.fields.email);
    if (checked.ok) invite.mutate(checked.data.email);
  };
  return (
    <Modal opened={opened} onClose={close} title="Invite an admin">
      {invite.isSuccess ? (
        <IssuedLink link={invite.data} what={`Invitation link for ${email}`} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Invite an admin">
          <Stack>
            {serverErrors.general && (
              <Alert color="red" variant="light" role="alert">
                {serverErrors.general}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={invalid ?? serverErrors.fields.email}
              data-autofocus
            />
            <Text size="sm" c="dimmed">
              The account made with the link has no pages until you grant some with Edit access.
            </Text>
            <Button type="submit" loading={invite.isPending}>
              Create invitation link
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** /admins, super admins: a one-time password reset link for another admin (the super admin never learns the password). */
export function ResetLinkModal({ target, onClose }: { target: { id: number; name: string } | null; onClose: () => void }) {
  const issue = usePasswordResetLink();
  const close = () => {
    issue.reset();
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Password reset for ${target.name}` : ''}>
      {issue.isSuccess ? (
        <IssuedLink link={issue.data} what="Password reset link" />
      ) : (
        <Stack>
          {issue.isError && (
            <Alert color="red" variant="light" role="alert">
              {formErrors(issue.error, [] as const).general}
            </Alert>
          )}
          <Text size="sm">A new link replaces any earlier one. Using it ends every session of this admin.</Text>
          <Button loading={issue.isPending} onClick={() => target && issue.mutate(target.id)}>
            Create reset link
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
