import { REVIEW_HISTORY_LIMIT } from '@bo/contract';
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayDateTime } from '../../lib/date-time.ts';
import { reviewHistoryQuery } from './api/reviews.ts';

/** A review tab: the user's review history, newest first, at most 99 entries. */
export function ReviewHistoryPanel({ userId }: { userId: number }) {
  const history = useQuery(reviewHistoryQuery(userId));
  if (history.isPending) return <Loader size="sm" />;
  if (history.isError) return <Text c="red">{history.error.message}</Text>;
  const entries = history.data.slice(0, REVIEW_HISTORY_LIMIT);
  if (entries.length === 0) return <Text c="dimmed">No review history.</Text>;
  return (
    <Table aria-label={`Review history of user ${userId}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Event</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Assignee</Table.Th>
          <Table.Th>By</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{displayDateTime(entry.created_at)}</Table.Td>
            <Table.Td>{entry.event}</Table.Td>
            <Table.Td>{entry.status_label}</Table.Td>
            <Table.Td>{entry.assignee?.name ?? ''}</Table.Td>
            <Table.Td>{entry.admin?.name ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
