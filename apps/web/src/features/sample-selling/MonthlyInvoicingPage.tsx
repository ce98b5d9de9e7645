import { psaMonthlyInvoicingResource } from '@bo/contract';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { InvoiceActions } from './InvoiceActions.tsx';
import { INVOICE_LABELS, recentMonths, useCloseInvoiceMonth, useInvoiceWrite } from './invoice-api.ts';

/** /psa-monthly-invoicing: buyer x month; page holders generate drafts, mark sent and paid, and close a month once. */
export default function MonthlyInvoicingPage() {
  const route = useCurrentRoute();
  const months = recentMonths().slice(1);
  const [month, setMonth] = useState<string | null>(months[0] ?? null);
  const [closing, setClosing] = useState(false);
  const write = useInvoiceWrite('monthly');
  const close = useCloseInvoiceMonth({ onDone: () => setClosing(false) });
  return (
    <Stack gap="md">
      <TableScreen
        resource={psaMonthlyInvoicingResource}
        title={route?.title ?? psaMonthlyInvoicingResource.title}
        rowActions={(row: ListRow) => <InvoiceActions row={row} onWrite={(w) => write.mutate(w)} busy={write.isPending} />}
      />
      <Group align="flex-end">
        <Select label={INVOICE_LABELS.month} data={months} value={month} onChange={setMonth} w={140} />
        <Button variant="light" color="orange" disabled={!month} onClick={() => setClosing(true)}>
          {INVOICE_LABELS.closeMonth}
        </Button>
      </Group>
      <ConfirmModal
        opened={closing}
        title={INVOICE_LABELS.closeTitle}
        text={INVOICE_LABELS.closeText(month ?? '')}
        confirm={INVOICE_LABELS.closeMonth}
        loading={close.isPending}
        onConfirm={() => month && close.mutate(month)}
        onClose={() => setClosing(false)}
      />
    </Stack>
  );
}
