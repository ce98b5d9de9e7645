import { emailCampaignStatusLabel, truncate, type SegmentListFilters } from '@bo/contract';
import { Code, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { segmentListQuery } from '../api/campaigns.ts';
import { SegmentFilters } from './SegmentFilters.tsx';
import { SEGMENT_QUERY_TYPE_LABEL, SEGMENT_TYPE_LABEL, labelOf } from './segment-labels.ts';

/** How much of a segment's raw SQL the row shows; the whole query is in its tooltip. */
const RAW_SQL_PREVIEW = 60;

/** A project's segments with their filters, 10 a page (specification 03, sections 2 and 9). */
export function SegmentList({ project }: { project: string }) {
  const [filters, setFilters] = useState<SegmentListFilters>({});
  const [page, setPage] = useState(1);
  const list = useQuery({ ...segmentListQuery(project, page, filters), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm">
      <Title order={3}>Segments</Title>
      <SegmentFilters
        project={project}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.isError ? <Text c="red">{list.error.message}</Text> : null}
      {list.data ? (
        <>
          <Text size="sm" c="dimmed">
            {list.data.total} segments
          </Text>
          <Table striped aria-label="Segments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Query type</Table.Th>
                <Table.Th>Countries</Table.Th>
                <Table.Th>Estimated users</Table.Th>
                <Table.Th>E-mail campaigns</Table.Th>
                <Table.Th>Query</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed">No segments match these filters.</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {list.data.data.map((s) => (
                <Table.Tr key={s.id} data-segment-id={s.id}>
                  <Table.Td>{s.id}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td data-column="segment_type">{labelOf(SEGMENT_TYPE_LABEL, s.segment_type)}</Table.Td>
                  <Table.Td data-column="query_type">{labelOf(SEGMENT_QUERY_TYPE_LABEL, s.query_type)}</Table.Td>
                  <Table.Td data-column="country_codes">{s.country_codes.join(', ')}</Table.Td>
                  <Table.Td>{s.estimate_count?.toLocaleString('en-US') ?? ''}</Table.Td>
                  <Table.Td>{s.email_campaigns.map((c) => `${c.name} (${emailCampaignStatusLabel(c.status)})`).join(', ')}</Table.Td>
                  <Table.Td>{s.raw_sql ? <Code title={s.raw_sql}>{truncate(s.raw_sql, RAW_SQL_PREVIEW)}</Code> : null}</Table.Td>
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
