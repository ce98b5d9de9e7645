import { RELATED_ACCOUNTS_SHOWN, type AccountRow, type AccountsSummary } from '@bo/contract';
import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { BannedRateSummary } from './BannedRateSummary.tsx';
import { accountKey } from './account-columns.tsx';
import { SortableTable, type SortableColumn } from './SortableTable.tsx';

interface AccountsBlockProps {
  title: string;
  rows: readonly AccountRow[];
  summary: AccountsSummary;
  columns: readonly SortableColumn<AccountRow>[];
  empty: string;
  /** False where the section's own title already names the table. */
  withTitle?: boolean;
}

/**
 * One accounts table of section 5: the banned-rate summary, at most 6 rows on the page (sortable)
 * and every row in the 'View All' modal (sortable on its own).
 */
export function AccountsBlock({ title, rows, summary, columns, empty, withTitle = true }: AccountsBlockProps) {
  const [all, setAll] = useState(false);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        {withTitle ? <Title order={5}>{title}</Title> : <span />}
        <Group gap="sm">
          <BannedRateSummary label="Banned rate" summary={summary} />
          {rows.length > 0 && (
            <Button size="compact-sm" variant="light" onClick={() => setAll(true)} aria-label={`View All ${title}`}>
              View All
            </Button>
          )}
        </Group>
      </Group>
      <SortableTable label={title} columns={columns} rows={rows} rowKey={accountKey} limit={RELATED_ACCOUNTS_SHOWN} empty={empty} />
      <Modal opened={all} onClose={() => setAll(false)} title={`${title} (${rows.length})`} size="80%">
        <Stack gap="xs" mah="65vh" style={{ overflowY: 'auto' }}>
          <BannedRateSummary label="Banned rate" summary={summary} />
          <SortableTable label={`All ${title}`} columns={columns} rows={rows} rowKey={accountKey} empty={empty} />
        </Stack>
      </Modal>
    </Stack>
  );
}
