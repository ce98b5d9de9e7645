import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { toastMessage } from '../../../lib/toast-message.ts';
import { TableCell } from '../../table/cells/TableCell.tsx';
import { useEntityDetail } from '../api/entity-detail.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { EntityLabel } from '../labels/EntityLabel.tsx';
import type { DetailPageDef } from './detail-pages.ts';

/**
 * One entity (GET {url}/:id) with every column of its resource, drawn like the table's cells (so
 * ids are labels), and its links onward: only those the admin may open are links.
 */
export function EntityDetails({ page, id, children }: { page: DetailPageDef; id: string; children?: ReactNode }) {
  const { resource } = page;
  const detail = useEntityDetail(resource, id);
  useFailureToast(detail.error);
  const entity = resource.detail?.entity ?? resource.title;

  return (
    <Stack gap="md">
      <Title order={2}>
        {entity} {id}
      </Title>
      {detail.isPending && <Loader aria-label="Loading" />}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert">
          {toastMessage(detail.error)}
        </Alert>
      )}
      {detail.data && (
        <>
          <Paper withBorder p="md" component="section" aria-label={`${entity} ${id}`}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
              {resource.columns.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" align="baseline">
                  <Text size="sm" c="dimmed" miw={140}>
                    {column.label}
                  </Text>
                  <TableCell def={resource} column={column} row={detail.data} />
                </Group>
              ))}
            </SimpleGrid>
          </Paper>
          <Group gap="md" component="nav" aria-label="Related">
            {page.onward(id, detail.data).map((link) => (
              <Text key={link.label} size="sm" fw={500}>
                <EntityLabel target={link.target}>{link.label}</EntityLabel>
              </Text>
            ))}
          </Group>
          {children}
        </>
      )}
    </Stack>
  );
}
