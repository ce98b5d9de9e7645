import { adminRole, FRAMEWORK_MESSAGES, type Admin, type AdminListItem } from '@bo/contract';
import { Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAdmins } from '../features/admins/api/get-admins.ts';
import { useSwitchAccount } from '../features/auth/api/switch-account.ts';
import { toastMessage } from '../lib/toast-message.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** Lists the admins (GET /api/admins) and switches into the chosen one. */
export function SwitchAccountModal({ admin, opened, onClose }: { admin: Admin; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const admins = useAdmins(debouncedSearch, opened);
  const switchAccount = useSwitchAccount();
  const candidates = (admins.data ?? []).filter((candidate) => candidate.id !== admin.id);

  const choose = (candidate: AdminListItem) => switchAccount.mutate(candidate.id, { onSuccess: onClose });

  return (
    <Modal opened={opened} onClose={onClose} title="Switch account" size="lg">
      <Stack>
        <TextInput
          label="Search"
          placeholder="Name, e-mail or id"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {admins.isError && <Text c="red">{toastMessage(admins.error)}</Text>}
        <ScrollArea.Autosize mah="60vh">
          <Table highlightOnHover verticalSpacing="xs">
            <Table.Tbody>
              {candidates.map((candidate) => (
                <Table.Tr key={candidate.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {candidate.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {candidate.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{adminRole.labelOf(candidate.role) ?? candidate.role}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        loading={switchAccount.isPending && switchAccount.variables === candidate.id}
                        onClick={() => choose(candidate)}
                        aria-label={`Switch to ${candidate.name}`}
                      >
                        Switch
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {admins.isSuccess && candidates.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {FRAMEWORK_MESSAGES.noData}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
