import { Button, Group } from '@mantine/core';
import type { ListRow } from '../table/api/list-rows.ts';
import { INVOICE_LABELS, type InvoiceWrite } from './invoice-api.ts';

/** Page holders' buttons on an invoice row; a closed month is read-only, so it shows none. */
export function InvoiceActions({ row, onWrite, busy }: { row: ListRow; onWrite: (w: InvoiceWrite) => void; busy: boolean }) {
  if (row.closed) return null;
  const status = String(row.status);
  const id = Number(row.invoice_id);
  return (
    <Group gap={4} wrap="nowrap">
      {(status === 'none' || status === 'draft') && (
        <Button size="compact-xs" variant="light" disabled={busy} onClick={() => onWrite({ kind: 'generate', row })}>
          {status === 'none' ? INVOICE_LABELS.generate : INVOICE_LABELS.regenerate}
        </Button>
      )}
      {status === 'draft' && (
        <Button size="compact-xs" variant="light" disabled={busy} onClick={() => onWrite({ kind: 'status', id, status: 'sent' })}>
          {INVOICE_LABELS.markSent}
        </Button>
      )}
      {(status === 'sent' || status === 'overdue') && (
        <Button size="compact-xs" variant="light" disabled={busy} onClick={() => onWrite({ kind: 'status', id, status: 'paid' })}>
          {INVOICE_LABELS.markPaid}
        </Button>
      )}
    </Group>
  );
}
