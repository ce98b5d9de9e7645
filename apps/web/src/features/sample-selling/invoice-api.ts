import { PSA_INVOICE_CALLS as CALLS } from '@bo/contract';
import { callApi } from '../../lib/api/call.ts';

/** The invoicing writes (specification 04, section 12). */
export const invoiceApi = {
  generateMonthly: (psaBuyerId: number, month: string) => callApi(CALLS.generateMonthly, { body: { psa_buyer_id: psaBuyerId, month } }),
  generatePo: (surveyId: number) => callApi(CALLS.generatePo, { body: { survey_id: surveyId } }),
  status: (kind: 'monthly' | 'po', id: number, status: 'sent' | 'paid') =>
    callApi(kind === 'monthly' ? CALLS.monthlyStatus : CALLS.poStatus, { params: { id }, body: { status } }),
  closeMonth: (month: string) => callApi(CALLS.closeMonth, { params: { month } }),
};

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
