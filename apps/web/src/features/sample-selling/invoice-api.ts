import { PSA_INVOICE_CALLS as CALLS } from '@bo/contract';
import { api } from '../../lib/api/client.ts';

interface WriteAnswer {
  data: Record<string, unknown> | null;
  message: string;
}
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The invoicing writes (specification 04, section 12). */
export const invoiceApi = {
  generateMonthly: (psaBuyerId: number, month: string) =>
    api.post<WriteAnswer>(CALLS.generateMonthly.path, { psa_buyer_id: psaBuyerId, month }),
  generatePo: (surveyId: number) => api.post<WriteAnswer>(CALLS.generatePo.path, { survey_id: surveyId }),
  status: (kind: 'monthly' | 'po', id: number, status: 'sent' | 'paid') =>
    api.post<WriteAnswer>(withId(kind === 'monthly' ? CALLS.monthlyStatus.path : CALLS.poStatus.path, id), { status }),
  closeMonth: (month: string) => api.post<WriteAnswer>(CALLS.closeMonth.path.replace(':month', month)),
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
