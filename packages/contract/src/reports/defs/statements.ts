import { z } from 'zod';
import type { ApiCall } from '../../api/types.ts';
import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import type { ReportDef } from '../types.ts';
import { DRILL, WINDOW } from './common.ts';

/** Statement statuses (specification 04, /supplier-statement), in their order. */
export const STATEMENT_STATUSES = ['open', 'disputed', 'agreed', 'invoiced', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** Suppliers with a monthly report of their own, per buyer (Forsta 23, Disqo 26). */
export const STATEMENT_SUPPLIERS = { forsta: 23, disqo: 26 } as const;

/** /supplier-statement: agree each month's money with each supplier. */
export const supplierStatementReport = defineReport({
  name: 'supplier_statement',
  url: '/api/reports/supplier-statement',
  routeName: 'supplier_statement',
  title: 'Supplier Statement',
  grains: ['month'],
  dimensions: [D.supplier],
  groupBy: { default: ['supplier'], max: 0 },
  measures: [M.completes, M.revenue, M.reconciledRevenue, M.netRevenue, M.reported, M.difference, M.statementStatus, M.invoiceNo],
  window: WINDOW.months12,
  chart: { kind: 'bar', series: [{ key: 'net_revenue' }, { key: 'reported' }] },
  drill: DRILL.completes,
});

/**
 * A supplier's monthly report: month x buyer (expanding to surveys) against its per-buyer statement
 * (admin-api reads the supplier's rows by the report's name: STATEMENT_SUPPLIERS).
 */
const supplierMonthlyReport = (slug: keyof typeof STATEMENT_SUPPLIERS, title: string): ReportDef =>
  defineReport({
    name: `${slug}_monthly_report`,
    url: `/api/reports/${slug}-monthly-report`,
    routeName: `${slug}_monthly_report`,
    title,
    grains: ['month'],
    dimensions: [D.buyer, D.survey],
    groupBy: { default: ['buyer'], max: 2 },
    measures: [M.completes, M.revenue, M.reconciledRevenue, M.netRevenue, M.reconPercent, M.reported, M.difference],
    window: { ...WINDOW.months12, label: 'Month' },
    chart: { kind: 'bar', series: [{ key: 'net_revenue' }, { key: 'reported' }] },
    drill: { routeName: 'completes', dateFilter: 'completed_at', filters: { survey: 'surveyId' } },
  });

/** /forsta-monthly-report: match Forsta's (supplier 23) statement. */
export const forstaMonthlyReport = supplierMonthlyReport('forsta', 'Forsta Monthly Report');
/** /disqo-monthly-report: the same for Disqo (supplier 26). */
export const disqoMonthlyReport = supplierMonthlyReport('disqo', 'Disqo Monthly Report');

/** A page holder enters what the supplier reported for a month and where the statement stands. */
export const ZSupplierStatementUpdate = z.object({
  reported_amount: z
    .number({ error: 'Reported amount must be a number.' })
    .min(0, { error: 'Reported amount must be 0 or more.' })
    .max(100_000_000, { error: 'Reported amount is too large.' })
    .nullable()
    .optional(),
  status: z.enum(STATEMENT_STATUSES, { error: `Status must be one of: ${STATEMENT_STATUSES.join(', ')}.` }),
  invoice_no: z.string().trim().max(60, { error: 'Invoice No. must be at most 60 characters.' }).nullable().optional(),
});
export type SupplierStatementUpdate = z.infer<typeof ZSupplierStatementUpdate>;

/** A supplier's statement of a month in a path. */
export const ZSupplierStatementParams = z.object({
  supplierId: z.coerce.number().int().positive(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM.' }),
});
/** The statement line after the write and the message shown. */
export const ZSupplierStatementAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });

export const SUPPLIER_STATEMENT_CALLS = {
  update: {
    name: 'supplierStatements.update',
    method: 'PUT',
    path: '/api/supplier-statements/:supplierId/:month',
    upstream: 'admin',
    permission: 'supplier_statement',
    summary: "Records what a supplier reported for a month, the statement's status and invoice number",
    params: ZSupplierStatementParams,
    body: ZSupplierStatementUpdate,
    answer: ZSupplierStatementAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const SUPPLIER_STATEMENT_MESSAGES = {
  saved: (supplier: string, month: string) => `Statement of ${supplier} for ${month} has been saved`,
  perBuyer: 'This supplier reports per buyer: its amount is the sum of its buyer lines.',
  notFound: (id: number) => `Supplier ${id} not found`,
  badMonth: 'Month must be YYYY-MM.',
} as const;
