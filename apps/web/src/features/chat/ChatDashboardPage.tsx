import { CHAT_DASHBOARD_POLL_MS, CONVERSATION_STATUSES, UNASSIGNED, type ConversationStatus } from '@bo/contract';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { chatQueries } from './chat-api.ts';
import { readChatFilters, writeChatFilters, type ChatListFilters } from './chat-filters-url.ts';
import { ChatFilters } from './ChatFilters.tsx';
import { displayDateTime } from '../../lib/date-time.ts';

/** A count of conversations for one status under the page's other filters, polled every 60 s. */
function useCount(filters: ChatListFilters, status: ConversationStatus, extra: Partial<ChatListFilters> = {}) {
  const scoped = { ...filters, status: [status], ...extra };
  return useQuery(chatQueries.dashboardCount(scoped));
}

const chatLink = (filters: ChatListFilters): string => `/chat?${writeChatFilters(filters).toString()}`;

/** /chat-dashboard: conversation counts and the waiting list, polled every 60 s; filters live in the URL. */
export default function ChatDashboardPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readChatFilters(params), [params]);
  const counts = {
    open: useCount(filters, 'open'),
    snoozed: useCount(filters, 'snoozed'),
    closed: useCount(filters, 'closed'),
  };
  const unassigned = useCount(filters, 'open', { assignee_user_ids: [UNASSIGNED] });
  const waiting = unassigned.data?.data ?? [];

  return (
    <Stack gap="md">
      <Title order={2}>Chat dashboard</Title>
      <ChatFilters hideStatus filters={filters} onChange={(next) => setParams(writeChatFilters(next, params))} />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {CONVERSATION_STATUSES.map((status) => (
          <Card key={status} withBorder component="section" aria-label={`${status} conversations`}>
            <Text size="sm" c="dimmed" tt="capitalize">
              {status}
            </Text>
            <Anchor component={Link} to={chatLink({ ...filters, status: [status] })} fz="xl" fw={700}>
              {counts[status].data?.total ?? '…'}
            </Anchor>
          </Card>
        ))}
        <Card withBorder component="section" aria-label="unassigned open conversations">
          <Text size="sm" c="dimmed">
            Unassigned open
          </Text>
          <Anchor component={Link} to={chatLink({ ...filters, status: ['open'], assignee_user_ids: [UNASSIGNED] })} fz="xl" fw={700}>
            {unassigned.data?.total ?? '…'}
          </Anchor>
        </Card>
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={4}>Waiting without an assignee</Title>
        <Text size="xs" c="dimmed">
          Refreshed every {CHAT_DASHBOARD_POLL_MS / 1000} s
        </Text>
      </Group>
      <Table striped aria-label="Waiting conversations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>App</Table.Th>
            <Table.Th>Latest message</Table.Th>
            <Table.Th>Since</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {waiting.map((c) => (
            <Table.Tr key={c.uuid}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`${chatLink({ ...filters, status: ['open'], assignee_user_ids: [UNASSIGNED] })}&conversation=${c.uuid}`}
                >
                  {c.creator.name ?? c.creator.email ?? c.creator.external_id}
                </Anchor>
              </Table.Td>
              <Table.Td>{c.app_external_id}</Table.Td>
              <Table.Td>{c.latest_message?.text ?? ''}</Table.Td>
              <Table.Td>{displayDateTime(c.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
