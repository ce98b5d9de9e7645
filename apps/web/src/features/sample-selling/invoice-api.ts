import { PSA_INVOICE_CALLS as CALLS, psaMonthlyInvoicingResource, psaSurveyPoInvoicingResource } from '@bo/contract';
import { callApi } from '../../lib/api/call.ts';
import { useReloadingWrite, type WriteHandlers } from '../../lib/api/use-write.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';

/** The invoicing writes (specification 04, section 12). */
const invoiceApi = {
  generateMonthly: (psaBuyerId: number, month: string) => callApi(CALLS.generateMonthly, { body: { psa_buyer_id: psaBuyerId, month } }),
  generatePo: (surveyId: number) => callApi(CALLS.generatePo, { body: { survey_id: surveyId } }),
  status: (kind: 'monthly' | 'po', id: number, status: 'sent' | 'paid') =>
    callApi(kind === 'monthly' ? CALLS.monthlyStatus : CALLS.poStatus, { params: { id }, body: { status } }),
  closeMonth: (month: string) => callApi(CALLS.closeMonth, { params: { month } }),
};

/** A row's write: generate (or regenerate) its draft, or mark its invoice sent or paid. */
export type InvoiceWrite = { kind: 'generate'; row: ListRow } | { kind: 'status'; id: number; status: 'sent' | 'paid' };

const INVOICES = { monthly: psaMonthlyInvoicingResource, po: psaSurveyPoInvoicingResource } as const;

/** A row's write on the monthly (buyer x month) or the purchase-order invoices; their table reloads. */
export function useInvoiceWrite(kind: 'monthly' | 'po') {
  return useReloadingWrite(listKeys.all(INVOICES[kind]), (w: InvoiceWrite) => {
    if (w.kind === 'status') return invoiceApi.status(kind, w.id, w.status);
    return kind === 'monthly'
      ? invoiceApi.generateMonthly(Number(w.row.psa_buyer_id), String(w.row.month))
      : invoiceApi.generatePo(Number(w.row.survey_id));
  });
}

/** Closes an invoice month once; the monthly invoices reload. */
export function useCloseInvoiceMonth(handlers: WriteHandlers) {
  return useReloadingWrite(listKeys.all(psaMonthlyInvoicingResource), (month: string) => invoiceApi.closeMonth(month), handlers);
}

export const INVOICE_LABELS = {
  generate: 'Generate draft',
  regenerate: 'Regenerate draft',
  markSent: 'Mark sent',
  markPaid: 'Mark paid',
  closeMonth: 'Close month',
  closeTitle: 'Close invoice month',
  closeText: (month: string) => `Close ${month}? Its invoices become final and the month read-only.`,
  month: 'Month',
} as const;

/** The month picker's choices: the current and 11 previous months, YYYY-MM (specification 04, rule 4). */
export function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
