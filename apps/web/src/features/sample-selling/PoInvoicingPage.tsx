import { psaSurveyPoInvoicingResource } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { InvoiceActions, type InvoiceWrite } from './InvoiceActions.tsx';
import { invoiceApi } from './invoice-api.ts';

/** /psa-survey-po-invoicing: one invoice per purchase order; page holders generate, mark sent and paid. */
export default function PoInvoicingPage() {
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const write = useMutation({
    mutationFn: (w: InvoiceWrite) =>
      w.kind === 'generate' ? invoiceApi.generatePo(Number(w.row.survey_id)) : invoiceApi.status('po', w.id, w.status),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: listKeys.all(psaSurveyPoInvoicingResource) });
    },
    onError: (error) => toast.error(error),
  });
  return (
    <TableScreen
      resource={psaSurveyPoInvoicingResource}
      title={route?.title ?? psaSurveyPoInvoicingResource.title}
      rowActions={(row: ListRow) => <InvoiceActions row={row} onWrite={(w) => write.mutate(w)} busy={write.isPending} />}
    />
  );
}
