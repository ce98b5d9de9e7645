import { Button, Loader, Modal, ScrollArea, Table } from '@mantine/core';
import { useState } from 'react';
import { LoadFailure } from '../../sections/further/LoadFailure.tsx';
import { useDatabaseData } from './modals-api.ts';

/** DB View: the user's database record as a key/value table (section 7); a failure shows the response data (section 8). */
export function DbViewButton({ userId }: { userId: number }) {
  const [opened, setOpened] = useState(false);
  const data = useDatabaseData(userId, opened);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        DB View
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Database data of user ${userId}`} size="xl">
        <ScrollArea.Autosize mah="65vh">
          {data.isPending ? (
            <Loader size="sm" />
          ) : data.isError ? (
            <LoadFailure error={data.error} />
          ) : (
            <Table withTableBorder striped aria-label="Database data">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.key}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{row.value ?? 'NULL'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea.Autosize>
      </Modal>
    </>
  );
}
