import type { SystemAlert } from '@bo/contract';
import { Badge, Button, Group, Loader, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { alertListQuery, useMarkSeen, useNotSeenCount } from './api/system-alerts.ts';
import { displayDateTime } from '../../lib/date-time.ts';

type SeenFilter = 'not_seen' | 'seen' | 'all';
const SEEN_FILTERS: { value: SeenFilter; label: string }[] = [
  { value: 'not_seen', label: 'Not seen' },
  { value: 'seen', label: 'Seen' },
  { value: 'all', label: 'All' },
];
const IS_SEEN: Record<SeenFilter, boolean | undefined> = { not_seen: false, seen: true, all: undefined };
const SEVERITY_COLOUR: Record<string, string> = { info: 'blue', warning: 'yellow', critical: 'red' };

/** /system-alerts: newest alerts first; an unseen one can be marked seen, after which the not-seen count is fetched again. */
export default function SystemAlertsPage() {
  const [filter, setFilter] = useState<SeenFilter>('not_seen');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...alertListQuery({ page, isSeen: IS_SEEN[filter] }), placeholderData: keepPreviousData });
  const notSeen = useNotSeenCount(true);
  const lastPage = list.data?.paging.total_page ?? list.data?.paging.number_of_page ?? 1;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>System alerts</Title>
        <Text aria-label="Not seen count">Not seen: {notSeen.data ?? 0}</Text>
      </Group>
      <SegmentedControl
        aria-label="Seen filter"
        data={SEEN_FILTERS}
        value={filter}
        onChange={(value) => {
          setFilter(value as SeenFilter);
          setPage(1);
        }}
        w="fit-content"
      />
      {list.isPending ? <Loader /> : null}
      {list.isError ? <Text c="red">{String(list.error.message)}</Text> : null}
      {list.data ? <AlertTable alerts={list.data.data} /> : null}
      {lastPage > 1 ? <Pagination total={lastPage} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

function AlertTable({ alerts }: { alerts: SystemAlert[] }) {
  if (alerts.length === 0) return <Text c="dimmed">No alerts.</Text>;
  return (
    <Table striped highlightOnHover aria-label="System alerts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Created</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Severity</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Message</Table.Th>
          <Table.Th>Seen</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AlertRow({ alert }: { alert: SystemAlert }) {
  const markSeen = useMarkSeen();
  // The answer's message ('System alert marked as seen.') is the success toast (issue 19).
  const mark = () => markSeen.mutate(alert.id, { onSuccess: (answer) => toast.success(answer), onError: (error) => toast.error(error) });
  return (
    <Table.Tr data-alert-id={alert.id}>
      <Table.Td>{displayDateTime(alert.created_at)}</Table.Td>
      <Table.Td>{alert.type_label}</Table.Td>
      <Table.Td>
        <Badge color={SEVERITY_COLOUR[alert.severity] ?? 'gray'}>{alert.severity}</Badge>
      </Table.Td>
      <Table.Td>{alert.title}</Table.Td>
      <Table.Td>{alert.message}</Table.Td>
      <Table.Td>
        {alert.is_seen ? (
          <Text size="sm">
            Seen{alert.seen_by ? ` by ${alert.seen_by.name}` : ''}
            {alert.seen_at ? ` at ${displayDateTime(alert.seen_at)}` : ''}
          </Text>
        ) : (
          <Button size="compact-sm" onClick={mark} loading={markSeen.isPending} aria-label={`Mark alert ${alert.id} seen`}>
            Mark seen
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
