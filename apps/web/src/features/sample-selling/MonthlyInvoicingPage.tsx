import { psaMonthlyInvoicingResource } from '@bo/contract';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../user-details/actions/supplier/ConfirmModal.tsx';
import { InvoiceActions, type InvoiceWrite } from './InvoiceActions.tsx';
import { INVOICE_LABELS, invoiceApi, recentMonths } from './invoice-api.ts';

/** /psa-monthly-invoicing: buyer x month; page holders generate drafts, mark sent and paid, and close a month once. */
export default function MonthlyInvoicingPage() {
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const months = recentMonths().slice(1);
  const [month, setMonth] = useState<string | null>(months[0] ?? null);
  const [closing, setClosing] = useState(false);
  const refresh = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: listKeys.all(psaMonthlyInvoicingResource) });
  };
  const write = useMutation({
    mutationFn: (w: InvoiceWrite) =>
      w.kind === 'generate'
        ? invoiceApi.generateMonthly(Number(w.row.psa_buyer_id), String(w.row.month))
        : invoiceApi.status('monthly', w.id, w.status),
    onSuccess: (answer) => refresh(answer.message),
    onError: (error) => toast.error(error),
  });
  const close = useMutation({
    mutationFn: (m: string) => invoiceApi.closeMonth(m),
    onSuccess: async (answer) => {
      setClosing(false);
      await refresh(answer.message);
    },
    onError: (error) => toast.error(error),
  });
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
