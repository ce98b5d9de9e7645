import { can } from '@bo/contract';
import { Anchor, Button, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { emailListQuery } from '../api/campaigns.ts';
import { campaignPagePath } from '../campaign-routes.ts';
import { formatUtc } from '../schedule.ts';
import { useCampaignProject } from '../use-campaign-project.ts';
import { EmailCampaignFilters, type EmailListFilters } from './EmailCampaignFilters.tsx';

/** A product's e-mail campaigns: filtered, 10 a page, newest first; create and edit where allowed. */
export default function EmailCampaignListPage() {
  const context = useCampaignProject();
  const admin = useAdmin();
  const [filters, setFilters] = useState<EmailListFilters>({});
  const [page, setPage] = useState(1);
  const project = context?.project ?? '';
  const list = useQuery({ ...emailListQuery(project, page, filters), enabled: context !== null, placeholderData: keepPreviousData });
  if (!context || !admin) return null;
  const { names } = context;
  const canEdit = can(admin, names.emailEdit);
  const canTranslate = can(admin, names.emailTranslations);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Campaign E-Mails</Title>
        {can(admin, names.emailCreate) ? (
          <Button component={Link} to={campaignPagePath(names.emailCreate)}>
            Create E-Mail Campaign
          </Button>
        ) : null}
      </Group>
      <EmailCampaignFilters
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
          <Table striped aria-label="E-mail campaigns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Segment</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Scheduled</Table.Th>
                <Table.Th>Languages</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((c) => (
                <Table.Tr key={c.id} data-campaign-id={c.id}>
                  <Table.Td>{c.id}</Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Anchor component={Link} to={campaignPagePath(names.emailEdit, { id: c.id })}>
                        {c.name}
                      </Anchor>
                    ) : (
                      c.name
                    )}
                  </Table.Td>
                  <Table.Td>{c.segment?.name ?? ''}</Table.Td>
                  <Table.Td>{c.status_label}</Table.Td>
                  <Table.Td>{c.subject ?? ''}</Table.Td>
                  <Table.Td>
                    {c.send_in_user_timezone ? `${c.user_target_datetime ?? ''} (user time zone)` : c.scheduled_at ? formatUtc(c.scheduled_at) : ''}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {c.language_codes.map((code) =>
                        canTranslate ? (
                          <Anchor key={code} component={Link} to={campaignPagePath(names.emailTranslations, { id: c.id, language_code: code })} aria-label={`Edit ${code} translation of ${c.name}`}>
                            {code}
                          </Anchor>
                        ) : (
                          <span key={code}>{code}</span>
                        ),
                      )}
                    </Group>
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
