import { USER_DETAILS_EMPTY, USER_DETAILS_MESSAGES } from '@bo/contract';
import { Button, List, Loader, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadFailure } from '../../sections/further/LoadFailure.tsx';
import { usePersonalData } from './modals-api.ts';

/** Personal Data: e-mail, phone numbers and the profiling answers grouped by question (sections 3 and 7). */
export function PersonalDataButton({ userId }: { userId: number }) {
  const [opened, setOpened] = useState(false);
  const data = usePersonalData(userId, opened);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Personal Data
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Personal data of user ${userId}`} size="lg">
        <ScrollArea.Autosize mah="65vh">
          {data.isPending ? (
            <Loader size="sm" />
          ) : data.isError ? (
            <LoadFailure error={data.error} message={USER_DETAILS_MESSAGES.personalDataFailed} />
          ) : (
            <Stack gap="sm">
              <Text size="sm">
                <b>Email:</b> {data.data.email ?? '-'}
              </Text>
              <Title order={5}>Phone numbers</Title>
              {data.data.phone_numbers.length === 0 ? (
                <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>
              ) : (
                <List size="sm">
                  {data.data.phone_numbers.map((phone) => (
                    <List.Item key={phone}>{phone}</List.Item>
                  ))}
                </List>
              )}
              <Title order={5}>Profiling</Title>
              {data.data.profiling_grouped.length === 0 ? (
                <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>
              ) : (
                <Table withTableBorder aria-label="Profiling">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Question</Table.Th>
                      <Table.Th>Answers</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.profiling_grouped.map((q) => (
                      <Table.Tr key={q.question_id}>
                        <Table.Td>{q.question_text}</Table.Td>
                        <Table.Td>{q.answers.join(', ')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Modal>
    </>
  );
}
