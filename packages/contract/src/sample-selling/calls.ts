import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { ZNoBody } from '../schemas/no-body.ts';

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
const ZInvoiceIdParams = z.object({ id: z.coerce.number().int().positive() });

const monthly = { upstream: 'admin', permission: 'psa_monthly_invoicing', answer: ZInvoiceWriteAnswer } as const;
const po = { upstream: 'admin', permission: 'psa_survey_po_invoicing', answer: ZInvoiceWriteAnswer } as const;

/** Invoicing writes of /psa-monthly-invoicing and /psa-survey-po-invoicing (page holders). */
export const PSA_INVOICE_CALLS = {
  generateMonthly: {
    name: 'psaInvoices.generateMonthly',
    method: 'POST',
    path: '/api/psa-invoices/monthly',
    summary: "Generates (or regenerates) a buyer's monthly invoice draft",
    body: ZGenerateMonthly,
    status: 201,
    ...monthly,
  },
  monthlyStatus: {
    name: 'psaInvoices.monthlyStatus',
    method: 'POST',
    path: '/api/psa-invoices/monthly/:id/status',
    summary: 'Marks a monthly invoice sent or paid',
    params: ZInvoiceIdParams,
    body: ZInvoiceStatus,
    ...monthly,
  },
  closeMonth: {
    name: 'psaInvoices.closeMonth',
    method: 'POST',
    path: '/api/psa-invoice-months/:month/close',
    summary: "Closes an invoice month: its buyers' invoices become final",
    params: ZCloseMonthParams,
    body: ZNoBody,
    ...monthly,
  },
  generatePo: {
    name: 'psaInvoices.generatePo',
    method: 'POST',
    path: '/api/psa-invoices/po',
    summary: "Generates (or regenerates) a PO survey's invoice draft",
    body: ZGeneratePo,
    status: 201,
    ...po,
  },
  poStatus: {
    name: 'psaInvoices.poStatus',
    method: 'POST',
    path: '/api/psa-invoices/po/:id/status',
    summary: 'Marks a PO invoice sent or paid',
    params: ZInvoiceIdParams,
    body: ZInvoiceStatus,
    ...po,
  },
} as const satisfies Record<string, ApiCall>;

export const psaInvoiceCalls: readonly ApiCall[] = Object.values(PSA_INVOICE_CALLS);
