import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { displayDateTime } from '../../lib/date-time.ts';
import { toastMessage } from '../../lib/toast-message.ts';
import { useAccountSessions, useEndSessions } from './api/sessions.ts';

/** Account menu, 'Sessions': where the admin is signed in (device, address, last seen), ending any or all others. */
export function SessionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const sessions = useAccountSessions(opened);
  const end = useEndSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Modal opened={opened} onClose={onClose} title="Sessions" size="xl">
      <Stack>
        {sessions.isPending && <Loader size="sm" />}
        {(sessions.isError || end.isError) && (
          <Alert color="red" variant="light" role="alert">
            {toastMessage(sessions.error ?? end.error)}
          </Alert>
        )}
        {sessions.data && (
          <Table aria-label="Sessions" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Signed in</Table.Th>
                <Table.Th>Last seen</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} title={session.device ?? undefined}>
                      {session.device ?? 'Unknown device'}
                    </Text>
                    {session.acting_as && <Text size="xs" c="dimmed">{`Switched into ${session.acting_as.name}`}</Text>}
                  </Table.Td>
                  <Table.Td>{session.address ?? ''}</Table.Td>
                  <Table.Td>{displayDateTime(session.created_at)}</Table.Td>
                  <Table.Td>{displayDateTime(session.last_seen_at)}</Table.Td>
                  <Table.Td>
                    {session.current ? (
                      <Badge variant="light">This session</Badge>
                    ) : (
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        loading={end.isPending && end.variables === session.id}
                        onClick={() => end.mutate(session.id)}
                        aria-label={`End session from ${session.address ?? 'unknown address'}`}
                      >
                        End
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button color="red" disabled={others === 0} loading={end.isPending && end.variables === null} onClick={() => end.mutate(null)}>
            End all other sessions
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
