import { PUSH_CAMPAIGN_CANCELLABLE_STATUSES, pushCampaignStatus, type CampaignFilters } from '@bo/contract';
import { Button, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { pushListQuery, useCancelPushCampaign } from '../api/campaigns.ts';
import { EmailCampaignFilters } from '../emails/EmailCampaignFilters.tsx';
import { formatUtc } from '../schedule.ts';
import { useCampaignProject } from '../use-campaign-project.ts';

/** A product's push-notification campaigns, 10 a page; cancel (status 6) only while Draft, Scheduled or Ready to send. */
export default function PushCampaignListPage() {
  const context = useCampaignProject();
  const [filters, setFilters] = useState<Partial<CampaignFilters>>({});
  const [page, setPage] = useState(1);
  const project = context?.project ?? '';
  const list = useQuery({ ...pushListQuery(project, page, filters), enabled: context !== null, placeholderData: keepPreviousData });
  const cancel = useCancelPushCampaign(project);
  if (!context) return null;

  const cancelOne = (id: number) =>
    cancel.mutate(id, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(error) });

  return (
    <Stack gap="md">
      <Title order={2}>Push Notifications</Title>
      <EmailCampaignFilters
        project={project}
        filters={filters}
        statusOptions={pushCampaignStatus.options}
        segmentType="push_notifications"
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isPending ? <Loader /> : null}
      {list.isError ? <Text c="red">{list.error.message}</Text> : null}
      {list.data ? (
        <>
          <Text size="sm" c="dimmed">
            {list.data.total} campaigns
          </Text>
          <Table striped aria-label="Push campaigns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Segment</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Scheduled</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((c) => (
                <Table.Tr key={c.id} data-campaign-id={c.id}>
                  <Table.Td>{c.id}</Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.segment?.name ?? ''}</Table.Td>
                  <Table.Td data-column="status">{c.status_label}</Table.Td>
                  <Table.Td>{c.title ?? ''}</Table.Td>
                  <Table.Td>
                    {c.send_in_user_timezone ? `${c.user_target_datetime ?? ''} (user time zone)` : c.scheduled_at ? formatUtc(c.scheduled_at) : ''}
                  </Table.Td>
                  <Table.Td>
                    {PUSH_CAMPAIGN_CANCELLABLE_STATUSES.includes(c.status) ? (
                      <Button size="compact-sm" color="red" variant="light" onClick={() => cancelOne(c.id)} loading={cancel.isPending && cancel.variables === c.id}>
                        Cancel
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {list.data.last_page > 1 ? <Pagination total={list.data.last_page} value={page} onChange={setPage} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
