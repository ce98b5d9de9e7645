import { psaSurveyPoInvoicingResource } from '@bo/contract';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { InvoiceActions } from './InvoiceActions.tsx';
import { useInvoiceWrite } from './invoice-api.ts';

/** /psa-survey-po-invoicing: one invoice per purchase order; page holders generate, mark sent and paid. */
export default function PoInvoicingPage() {
  const route = useCurrentRoute();
  const write = useInvoiceWrite('po');
  return (
    <TableScreen
      resource={psaSurveyPoInvoicingResource}
      title={route?.title ?? psaSurveyPoInvoicingResource.title}
      rowActions={(row: ListRow) => <InvoiceActions row={row} onWrite={(w) => write.mutate(w)} busy={write.isPending} />}
    />
  );
}
