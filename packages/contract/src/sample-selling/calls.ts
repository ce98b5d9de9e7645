import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';

/** Invoicing writes of /psa-monthly-invoicing and /psa-survey-po-invoicing (page holders). */
export const PSA_INVOICE_CALLS = {
  generateMonthly: { name: 'psaInvoices.generateMonthly', method: 'POST', path: '/api/psa-invoices/monthly' },
  monthlyStatus: { name: 'psaInvoices.monthlyStatus', method: 'POST', path: '/api/psa-invoices/monthly/:id/status' },
  closeMonth: { name: 'psaInvoices.closeMonth', method: 'POST', path: '/api/psa-invoice-months/:month/close' },
  generatePo: { name: 'psaInvoices.generatePo', method: 'POST', path: '/api/psa-invoices/po' },
  poStatus: { name: 'psaInvoices.poStatus', method: 'POST', path: '/api/psa-invoices/po/:id/status' },
} as const;

const PERMISSIONS: Record<keyof typeof PSA_INVOICE_CALLS, string> = {
  generateMonthly: 'psa_monthly_invoicing',
  monthlyStatus: 'psa_monthly_invoicing',
  closeMonth: 'psa_monthly_invoicing',
  generatePo: 'psa_survey_po_invoicing',
  poStatus: 'psa_survey_po_invoicing',
};

export const psaInvoiceCalls: readonly ApiCall[] = Object.entries(PSA_INVOICE_CALLS).map(([key, c]) => ({
  ...c,
  upstream: 'admin',
  permission: PERMISSIONS[key as keyof typeof PSA_INVOICE_CALLS],
}));

export const PSA_INVOICE_MESSAGES = {
  monthClosed: (month: string) => `Invoice month ${month} is closed and read-only.`,
  alreadyClosed: (month: string) => `Invoice month ${month} is already closed.`,
  monthNotOver: 'Only a month that has ended can be closed.',
  monthFormat: 'Month must be YYYY-MM.',
  closed: (month: string, invoices: number) => `Invoice month ${month} is closed (${invoices} invoices)`,
  buyerNotFound: 'Buyer not found.',
  surveyNotFound: 'PSA survey not found.',
  noPoNumber: 'This survey has no PO number; it is invoiced monthly.',
  nothingToBill: 'Nothing to bill: no billable completes.',
  notDraft: (no: string, status: string) => `Invoice ${no} is ${status}; only a draft is generated again.`,
  notFound: (id: number | string) => `Invoice ${id} not found`,
  badTransition: (from: string, to: string) => `An invoice that is ${from} cannot be marked ${to}.`,
  generated: (no: string) => `Invoice ${no} has been generated`,
  marked: (no: string, status: string) => `Invoice ${no} is now ${status}`,
} as const;

/** YYYY-MM of a real month. */
export const ZInvoiceMonth = z
  .string({ error: PSA_INVOICE_MESSAGES.monthFormat })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PSA_INVOICE_MESSAGES.monthFormat });
const positiveId = (label: string) =>
  z
    .number({ error: `${label} is required.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} is required.` });

export const ZGenerateMonthly = z.object({ psa_buyer_id: positiveId('Buyer'), month: ZInvoiceMonth });
export const ZGeneratePo = z.object({ survey_id: positiveId('Survey') });
export const ZInvoiceStatus = z.object({
  status: z.enum(['sent', 'paid'], { error: 'Status must be one of: sent, paid.' }),
});
export const ZCloseMonthParams = z.object({ month: ZInvoiceMonth });
export const ZInvoiceWriteAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });
