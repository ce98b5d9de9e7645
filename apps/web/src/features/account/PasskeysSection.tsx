import { PASSKEY_MESSAGES, ZPasskeyRegisterBody, type Passkey } from '@bo/contract';
import { ActionIcon, Button, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formErrors } from '../../lib/api/form-errors.ts';
import { displayDateTime } from '../../lib/date-time.ts';
import { useAddPasskey, useRemovePasskey } from './api/passkeys.ts';

const FIELDS = ['name', 'credential', 'passkey'] as const;

/**
 * Passkeys and security keys in the 'Two-factor authentication' dialog (issue 24, item 1): the
 * person's keys (added, last used) with Remove, and a named one to add. A first factor's recovery
 * codes go to `onRecoveryCodes`, which shows them once.
 */
export function PasskeysSection({
  passkeys,
  onRecoveryCodes,
}: {
  passkeys: readonly Passkey[];
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  // Checked before the ceremony: the key is not touched for a form the gateway would refuse.
  const [nameInvalid, setNameInvalid] = useState<string | null>(null);
  const errors = add.isError ? formErrors(add.error, FIELDS) : { fields: {}, general: null };
  const removeErrors = remove.isError ? formErrors(remove.error, [] as const) : { fields: {}, general: null };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZPasskeyRegisterBody.shape.name.safeParse(name);
    setNameInvalid(checked.success ? null : PASSKEY_MESSAGES.nameRequired);
    if (!checked.success) return;
    add.mutate(checked.data, {
      onSuccess: (answer) => {
        setName('');
        if (answer.recovery_codes.length > 0) onRecoveryCodes(answer.recovery_codes);
      },
    });
  };

  return (
    <Stack gap="xs">
      <Title order={4}>Passkeys and security keys</Title>
      {passkeys.length === 0 ? (
        <Text size="sm">Sign in with your fingerprint, face, screen lock or a security key (YubiKey...) instead of a code.</Text>
      ) : (
        <Table aria-label="Passkeys" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{displayDateTime(p.created_at)}</Table.Td>
                <Table.Td>{p.last_used_at ? displayDateTime(p.last_used_at) : 'Never'}</Table.Td>
                <Table.Td>
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove passkey ${p.name}`}
                      loading={remove.isPending && remove.variables === p.id}
                      onClick={() => remove.mutate(p.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {removeErrors.general && (
        <Text size="sm" c="red" role="alert">
          {removeErrors.general}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Add a passkey or security key">
        <Stack gap="xs">
          <TextInput
            label="Passkey name"
            placeholder="YubiKey, Work laptop..."
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameInvalid ?? errors.fields.name}
          />
          <Button type="submit" variant="light" loading={add.isPending}>
            Add a passkey or security key
          </Button>
        </Stack>
        {(errors.fields.credential ?? errors.fields.passkey ?? errors.general) && (
          <Text size="sm" c="red" role="alert" mt={4}>
            {errors.fields.credential ?? errors.fields.passkey ?? errors.general}
          </Text>
        )}
      </form>
    </Stack>
  );
}
