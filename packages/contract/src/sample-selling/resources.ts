import { z } from 'zod';
import { optionalText, requiredText } from '../resources/create.ts';
import { defineResource, linkTo } from '../resources/define.ts';
import { flagField, moneyField, numberField, selectField, serverOptionField } from '../resources/form.ts';
import { textOptions } from '../resources/defs/log-filters.ts';
import type { ColumnLink, ResourceColumn, ResourceFilter } from '../resources/types.ts';

/** Supplier 50 (PSA): sample-selling projects run as its surveys (specification 04, section 12). */
export const PSA_SUPPLIER = 50;
export const PSA_BUYER_STATUSES = { active: 'Active', inactive: 'Inactive' } as const;
export const PSA_SURVEY_STATUSES = { draft: 'Draft', live: 'Live', paused: 'Paused', closed: 'Closed' } as const;
/** 'none': not invoiced yet; overdue is a sent invoice past the buyer's payment terms. */
export const PSA_INVOICE_STATUSES = { none: 'Not invoiced', draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue' } as const;

export const PSA_CURRENCIES = textOptions({ USD: 'USD', EUR: 'EUR', GBP: 'GBP' });
const buyerStatusOptions = textOptions(PSA_BUYER_STATUSES);

/** A buyer as created or edited on /psa-buyers (deactivate = status inactive); the same checks in the browser and on the server. */
export const ZPsaBuyer = z.object({
  supplier_buyer_id: serverOptionField('Supplier Buyer', { required: true }),
  name: requiredText('Name', 120),
  company: requiredText('Company', 200),
  contact_email: requiredText('Contact', 200).pipe(z.email({ error: 'Contact must be an e-mail address.' })),
  currency: selectField('Currency', PSA_CURRENCIES, { required: true }),
  payment_terms_days: numberField('Payment Terms (days)', { required: true, integer: true, min: 0, max: 180 }),
  po_required: flagField('PO Required'),
  status: selectField('Status', buyerStatusOptions, { required: true }),
});

/** A PSA buyer has no page of its own: its link opens the supplier buyer (of supplier 50) behind it. */
const buyerColumns: readonly ResourceColumn[] = [
  { key: 'psa_buyer_id', label: 'PSA Buyer ID', type: 'id', sortable: true },
  { key: 'supplier_buyer_id', label: 'Buyer ID', type: 'id', link: linkTo.supplierBuyer() },
  { key: 'buyer_name', label: 'Buyer', type: 'text', link: linkTo.supplierBuyer() },
];
const buyerFilter: ResourceFilter = { key: 'psa_buyer_id', label: 'Buyer', kind: 'multiSelect', optionsFrom: 'filterData' };
const invoiceStatusFilter: ResourceFilter = {
  key: 'status',
  label: 'Status',
  kind: 'select',
  valueType: 'text',
  optionsFrom: textOptions(PSA_INVOICE_STATUSES),
};
const surveyLink: ColumnLink = linkTo.survey();

export const psaBuyersResource = defineResource({
  name: 'psa_buyers',
  url: '/api/psa-buyers',
  routeName: 'psa_buyers',
  title: 'Buyers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'supplier_buyer_id', label: 'Supplier Buyer ID', type: 'id', link: linkTo.supplierBuyer() },
    { key: 'name', label: 'Name', type: 'text', sortable: true, link: linkTo.supplierBuyer() },
    { key: 'company', label: 'Company', type: 'text' },
    { key: 'contact_email', label: 'Contact', type: 'text' },
    { key: 'currency', label: 'Currency', type: 'text' },
    { key: 'payment_terms_days', label: 'Payment Terms (days)', type: 'number' },
    { key: 'po_required', label: 'PO Required', type: 'boolean' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'live_projects', label: 'Live Projects', type: 'number' },
    { key: 'revenue_this_month', label: 'Revenue This Month', type: 'money' },
    { key: 'open_invoices', label: 'Open Invoices', type: 'money' },
  ],
  filters: [{ key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: buyerStatusOptions }],
  search: 'Buyer name or company',
  // Page holders: create, edit, deactivate (status).
  form: {
    entity: 'Buyer',
    nameField: 'name',
    schema: ZPsaBuyer,
    edit: true,
    fields: [
      { key: 'supplier_buyer_id', label: 'Supplier Buyer', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'company', label: 'Company', kind: 'text', required: true },
      { key: 'contact_email', label: 'Contact', kind: 'text', required: true },
      { key: 'currency', label: 'Currency', kind: 'select', required: true, options: PSA_CURRENCIES },
      { key: 'payment_terms_days', label: 'Payment Terms (days)', kind: 'number', required: true },
      { key: 'po_required', label: 'PO Required', kind: 'checkbox' },
      { key: 'status', label: 'Status', kind: 'select', required: true, options: buyerStatusOptions },
    ],
  },
});

export const psaSurveysResource = defineResource({
  name: 'psa_surveys',
  url: '/api/psa-surveys',
  routeName: 'psa_surveys',
  title: 'Surveys',
  columns: [
    { key: 'survey_id', label: 'Survey ID', type: 'id', sortable: true, link: surveyLink },
    { key: 'survey_name', label: 'Survey', type: 'text', link: surveyLink },
    ...buyerColumns,
    { key: 'po_number', label: 'PO Number', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text', sortable: true },
    { key: 'cpi_sold', label: 'CPI Sold', type: 'money', sortable: true },
    { key: 'loi', label: 'LOI', type: 'number' },
    { key: 'ir', label: 'IR %', type: 'percent' },
    { key: 'quota', label: 'Quota', type: 'number' },
    { key: 'completes', label: 'Completes', type: 'number', sortable: true },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'revenue', label: 'Revenue', type: 'money', sortable: true },
  ],
  filters: [
    buyerFilter,
    { key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: textOptions(PSA_SURVEY_STATUSES) },
    { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
  ],
  statistics: [
    { key: 'total_completes', label: 'Completes', type: 'number' },
    { key: 'total_revenue', label: 'Revenue', type: 'money' },
  ],
  defaultSort: { key: 'survey_id', direction: 'desc' },
  // Page holders: create, edit, pause and close (the status). The terms are keyed by their survey (of supplier 50).
  form: {
    entity: 'PSA survey',
    nameField: 'survey_id',
    idField: 'survey_id',
    schema: z.object({
      survey_id: serverOptionField('Survey', { required: true }),
      psa_buyer_id: serverOptionField('Buyer', { required: true }),
      po_number: optionalText('PO Number', 60),
      cpi_sold: moneyField('CPI Sold', { required: true, min: 0.01, max: 1000 }),
      ir: numberField('IR %', { min: 0, max: 100 }),
      quota: numberField('Quota', { integer: true, min: 1, max: 1_000_000 }),
      status: selectField('Status', textOptions(PSA_SURVEY_STATUSES), { required: true }),
    }),
    edit: true,
    fields: [
      { key: 'survey_id', label: 'Survey', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'psa_buyer_id', label: 'Buyer', kind: 'select', required: true, options: 'server' },
      {
        key: 'po_number',
        label: 'PO Number',
        kind: 'text',
        description: 'Required when the buyer requires a PO; the survey is then billed per PO',
      },
      { key: 'cpi_sold', label: 'CPI Sold', kind: 'money', required: true },
      { key: 'ir', label: 'IR %', kind: 'number' },
      { key: 'quota', label: 'Quota', kind: 'number' },
      { key: 'status', label: 'Status', kind: 'select', required: true, options: textOptions(PSA_SURVEY_STATUSES) },
    ],
  },
});

export const PSA_SURVEY_MESSAGES = {
  poRequired: (buyer: string) => `PO Number is required: ${buyer} requires a PO.`,
} as const;

const invoiceColumns: readonly ResourceColumn[] = [
  { key: 'billable', label: 'Billable', type: 'number' },
  { key: 'amount', label: 'Amount', type: 'money', sortable: true },
  { key: 'invoice_no', label: 'Invoice No.', type: 'text' },
  { key: 'status', label: 'Status', type: 'text' },
];
const invoiceTotals = [
  { key: 'total_billable', label: 'Billable', type: 'number' },
  { key: 'total_amount', label: 'Amount', type: 'money' },
] as const;

/** Buyer x month: billable PSA completes (not reconciled) x CPI sold, for surveys without a PO number. */
export const psaMonthlyInvoicingResource = defineResource({
  name: 'psa_monthly_invoicing',
  url: '/api/psa-monthly-invoicing',
  routeName: 'psa_monthly_invoicing',
  title: 'Monthly Invoicing',
  columns: [
    { key: 'month', label: 'Month', type: 'text', sortable: true },
    ...buyerColumns,
    { key: 'completes', label: 'Completes', type: 'number' },
    { key: 'reconciled', label: 'Reconciled', type: 'number' },
    ...invoiceColumns,
    { key: 'invoice_id', label: 'Invoice ID', type: 'id' },
    { key: 'closed', label: 'Month Closed', type: 'boolean' },
    { key: 'paid_at', label: 'Paid', type: 'datetime' },
  ],
  filters: [{ key: 'month', label: 'Month', kind: 'month' }, buyerFilter, invoiceStatusFilter],
  statistics: [{ key: 'total_completes', label: 'Completes', type: 'number' }, ...invoiceTotals],
  defaultSort: { key: 'month', direction: 'desc' },
});

/** Survey x PO number: one invoice per purchase order, over the survey's whole fieldwork. */
export const psaSurveyPoInvoicingResource = defineResource({
  name: 'psa_survey_po_invoicing',
  url: '/api/psa-survey-po-invoicing',
  routeName: 'psa_survey_po_invoicing',
  title: 'Survey PO Invoicing',
  columns: [
    { key: 'survey_id', label: 'Survey ID', type: 'id', sortable: true, link: surveyLink },
    { key: 'survey_name', label: 'Survey', type: 'text', link: surveyLink },
    ...buyerColumns,
    { key: 'po_number', label: 'PO Number', type: 'text' },
    ...invoiceColumns,
    { key: 'invoice_id', label: 'Invoice ID', type: 'id' },
    { key: 'closed', label: 'Month Closed', type: 'boolean' },
    { key: 'status_at', label: 'Date', type: 'datetime', sortable: true },
  ],
  filters: [buyerFilter, invoiceStatusFilter],
  statistics: [...invoiceTotals],
  defaultSort: { key: 'survey_id', direction: 'desc' },
});

/** Qualifications PSA buyers ask for most, and how much of the active panel answered them. */
export const psaPopularQuestionsResource = defineResource({
  name: 'psa_popular_questions',
  url: '/api/psa-popular-questions',
  routeName: 'psa_popular_questions',
  title: 'Popular Questions',
  columns: [
    { key: 'question_id', label: 'Question ID', type: 'id', sortable: true, link: linkTo.question() },
    { key: 'question_text', label: 'Question', type: 'text', link: linkTo.question() },
    { key: 'surveys', label: 'PSA Surveys', type: 'number', sortable: true },
    { key: 'countries', label: 'Countries', type: 'text' },
    { key: 'panel_coverage', label: 'Panel Coverage %', type: 'percent', sortable: true },
  ],
  // Both narrow the PSA surveys counted behind each question (the country also the panel's users).
  filters: [
    { key: 'country_code', label: 'Country', kind: 'select', valueType: 'country', optionsFrom: 'filterData' },
    { key: 'created_at', label: 'Survey Created', kind: 'dateRange' },
  ],
  defaultFilters: { created_at: { lastDays: 90 } },
  defaultSort: { key: 'surveys', direction: 'desc' },
});
