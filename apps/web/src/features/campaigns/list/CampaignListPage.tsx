import { PUSH_CAMPAIGN_CANCELLABLE_STATUSES, can } from '@bo/contract';
import { Anchor, Button, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { useAdmin } from '../../auth/session-store.ts';
import { campaignListQuery, useCancelPushCampaign } from '../api/campaigns.ts';
import type { CampaignRow } from '../api/campaign-view.ts';
import { campaignPagePath } from '../campaign-routes.ts';
import { EMAIL_CAMPAIGN_KIND } from '../kinds.ts';
import { formatUtc, formatWallClock } from '../schedule.ts';
import { useCampaignProject } from '../use-campaign-project.ts';
import { CampaignListFilters, type CampaignListFilterValues } from './CampaignListFilters.tsx';

const scheduleText = (c: CampaignRow) =>
  c.send_in_user_timezone
    ? `${c.user_target_datetime ? formatWallClock(c.user_target_datetime) : ''} (user time zone)`
    : c.scheduled_at
      ? formatUtc(c.scheduled_at)
      : '';

/**
 * A product's e-mail or push campaigns: filtered, 10 a page, newest first; create, edit and translation
 * links where allowed; push campaigns can be cancelled while Draft, Scheduled or Ready to send.
 */
export default function CampaignListPage() {
  const context = useCampaignProject();
  const admin = useAdmin();
  const [filters, setFilters] = useState<CampaignListFilterValues>({});
  const [page, setPage] = useState(1);
  const project = context?.project ?? '';
  const kind = context?.kind ?? EMAIL_CAMPAIGN_KIND;
  const list = useQuery({
    ...campaignListQuery(kind, project, page, filters),
    enabled: context !== null,
    placeholderData: keepPreviousData,
  });
  const cancel = useCancelPushCampaign(project);
  if (!context || !admin) return null;
  const routes = kind.routes(context.names);
  const canEdit = can(admin, routes.edit);
  const canTranslate = can(admin, routes.translations);
  const cancellable = (c: CampaignRow) => kind.name === 'push' && PUSH_CAMPAIGN_CANCELLABLE_STATUSES.includes(c.status);
  const cancelOne = (id: number) =>
    cancel.mutate(id, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(error) });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{kind.listTitle}</Title>
        {can(admin, routes.create) ? (
          <Button component={Link} to={campaignPagePath(routes.create)}>
            {kind.name === 'email' ? 'Create E-Mail Campaign' : 'Create Push Notification'}
          </Button>
        ) : null}
      </Group>
      <CampaignListFilters
        kind={kind}
        project={project}
        filters={filters}
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
          <Table striped aria-label={kind.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Segment</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>{kind.headlineLabel}</Table.Th>
                <Table.Th>Scheduled</Table.Th>
                <Table.Th>Languages</Table.Th>
                {kind.name === 'push' ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((c) => (
                <Table.Tr key={c.id} data-campaign-id={c.id}>
                  <Table.Td>{c.id}</Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Anchor component={Link} to={campaignPagePath(routes.edit, { id: c.id })}>
                        {c.name}
                      </Anchor>
                    ) : (
                      c.name
                    )}
                  </Table.Td>
                  <Table.Td>{c.segment?.name ?? ''}</Table.Td>
                  <Table.Td data-column="status">{c.status_label}</Table.Td>
                  <Table.Td>{c.headline ?? ''}</Table.Td>
                  <Table.Td>{scheduleText(c)}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {c.language_codes.map((code) =>
                        canTranslate ? (
                          <Anchor
                            key={code}
                            component={Link}
                            to={campaignPagePath(routes.translations, { id: c.id, language_code: code })}
                            aria-label={`Edit ${code} translation of ${c.name}`}
                          >
                            {code}
                          </Anchor>
                        ) : (
                          <span key={code}>{code}</span>
                        ),
                      )}
                    </Group>
                  </Table.Td>
                  {kind.name === 'push' ? (
                    <Table.Td>
                      {cancellable(c) ? (
                        <Button
                          size="compact-sm"
                          color="red"
                          variant="light"
                          onClick={() => cancelOne(c.id)}
                          loading={cancel.isPending && cancel.variables === c.id}
                        >
                          Cancel
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
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
