import { USER_DETAILS_EMPTY } from '@bo/contract';
import { Loader, Modal, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LoadFailure } from '../../sections/further/LoadFailure.tsx';
import { userStatusLabel } from '../../widgets/user-status.ts';
import { UserIdWidget } from '../../widgets/UserIdWidget.tsx';
import { useUsersByCarrier } from './checks-api.ts';

function CarrierUsers({ carrier }: { carrier: string }) {
  const [page, setPage] = useState(1);
  const users = useUsersByCarrier(carrier, page, true);
  if (users.isPending) return <Loader size="sm" />;
  if (users.isError) return <LoadFailure error={users.error} />;
  if (users.data.data.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Stack gap="sm">
      <Table withTableBorder aria-label={`Users of carrier ${carrier}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data.data.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                <UserIdWidget userId={u.id} status={u.status} />
              </Table.Td>
              <Table.Td>{userStatusLabel(u.status)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {users.data.paging.total_page > 1 && <Pagination total={users.data.paging.total_page} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

/** The carrier risk of a phone, opening the users who verified with the same carrier (sections 2 and 7). */
export function UsersByCarrierButton({ carrier, children }: { carrier: string | null; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (!carrier) return <>{children}</>;
  return (
    <>
      <UnstyledButton onClick={() => setOpened(true)} title={`Users of carrier ${carrier}`}>
        {children}
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Users by carrier ${carrier}`}>
        {opened && <CarrierUsers carrier={carrier} />}
      </Modal>
    </>
  );
}
