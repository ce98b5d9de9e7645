import { CHAT_APPS, CHAT_MESSAGES } from '@bo/contract';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { toolsQueries, type ChatUserRef } from './tools-api.ts';
import { displayDateTime } from '../../../lib/date-time.ts';

const when = (iso: string | null): string => (iso ? displayDateTime(iso) : '—');
/** streak names arrive as snake_case keys (daily_login ...). */
const streakName = (name: string): string => name.replace(/_/g, ' ');

/** The conversation user's chat history (admin API chat-info) and streaks, side by side with the thread. */
export function UserChatInfo({ user }: { user: ChatUserRef }) {
  const info = useQuery(toolsQueries.chatInfo(user));
  const appName = CHAT_APPS.find((a) => a.id === user.appId)?.project;
  const streaks = useQuery(toolsQueries.streaks(user));
  const data = info.data?.data;
  const noHistory = info.error instanceof ApiError && info.error.status === 404;

  return (
    <Stack gap="xs" role="region" aria-label="User chat info">
      <Title order={5}>Chat info</Title>
      {info.isPending && (
        <Text size="xs" c="dimmed">
          Loading chat info…
        </Text>
      )}
      {info.isError && (
        <Text size="xs" c={noHistory ? 'dimmed' : 'red'}>
          {noHistory ? CHAT_MESSAGES.chatUserNotFound : 'The chat info could not be loaded.'}
        </Text>
      )}
      {data && (
        <Table withRowBorders={false} verticalSpacing={2} fz="xs">
          <Table.Tbody>
            <Row label="Conversations" value={`${data.conversation_count} (${data.ticket_count} tickets)`} />
            <Row
              label="Open / snoozed / closed"
              value={`${data.status_counts.open ?? 0} / ${data.status_counts.snoozed ?? 0} / ${data.status_counts.closed ?? 0}`}
            />
            <Row label="Average rating" value={data.average_rating === null ? '—' : String(data.average_rating)} />
            <Row label="Notes" value={String(data.note_count)} />
            <Row label="Country" value={data.country_code ?? '—'} />
            <Row label="First contact" value={when(data.first_contact_at)} />
            <Row label="Last contact" value={when(data.last_contact_at)} />
          </Table.Tbody>
        </Table>
      )}
      <Title order={5}>Streaks</Title>
      {streaks.isPending && appName && (
        <Text size="xs" c="dimmed">
          Loading streaks…
        </Text>
      )}
      {streaks.isError && (
        <Text size="xs" c="red">
          The streaks could not be loaded.
        </Text>
      )}
      {streaks.data && (
        <>
          {streaks.data.streaks.length === 0 ? (
            <Text size="xs" c="dimmed">
              No streaks.
            </Text>
          ) : (
            <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label="Streaks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Streak</Table.Th>
                  <Table.Th>Current</Table.Th>
                  <Table.Th>Longest</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {streaks.data.streaks.map((s) => (
                  <Table.Tr key={s.name}>
                    <Table.Td>{streakName(s.name)}</Table.Td>
                    <Table.Td>{s.current_length}</Table.Td>
                    <Table.Td>{s.longest_length}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text size="xs" c="dimmed">
            Last renewal: {when(streaks.data.last_renewal)}
          </Text>
        </>
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{label}</Table.Td>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
