import { z } from 'zod';
import { optionalText } from '../resources/create.ts';
import { defineResource, linkTo, yesNoOptions } from '../resources/define.ts';
import { lastDaysWindow, textOptions } from '../resources/defs/log-filters.ts';
import { dateTimeField, flagField, moneyField, numberField, serverOptionField } from '../resources/form.ts';

/** Screens of specification 04 on supply and sample (issue 18): links, Cint imports, app x supplier terms. */
export const SINGLE_LINK_STATUSES = textOptions({ active: 'Active', expired: 'Expired', disabled: 'Disabled' });
export const SUPPLY_MESSAGES = {
  token: 'Token must be 6 to 64 letters, digits, - or _.',
  enabled: 'must be 1 (enabled) or 0 (disabled)',
  share: 'must be at most 100',
} as const;

/** A token typed in (letters, digits, - and _), or none: the database makes one. */
const tokenField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: SUPPLY_MESSAGES.token })
    .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: SUPPLY_MESSAGES.token })
    .nullish(),
);

/** /single-survey-links: direct links into one survey (buyer tests, recontacts). Page holders: create, disable. */
export const singleSurveyLinksResource = defineResource({
  name: 'single_survey_links',
  url: '/api/single-survey-links',
  routeName: 'single_survey_links',
  title: 'Single Survey Links',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'survey_id', label: 'Survey', type: 'id', link: linkTo.survey() },
    { key: 'survey_name', label: 'Survey Name', type: 'text', link: linkTo.survey() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text', link: linkTo.app() },
    { key: 'token', label: 'Token', type: 'text' },
    { key: 'expires_at', label: 'Expires', type: 'datetime', sortable: true },
    { key: 'clicks', label: 'Clicks', type: 'number', sortable: true },
    { key: 'completes', label: 'Completes', type: 'number', sortable: true },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'disabled', label: 'Disabled', type: 'boolean' },
    { key: 'note', label: 'Note', type: 'text' },
    { key: 'created_by_name', label: 'Created By', type: 'text' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: SINGLE_LINK_STATUSES },
    { key: 'app_id', label: 'App', kind: 'select', optionsFrom: 'filterData' },
    { key: 'survey_id', label: 'Survey', kind: 'equality' },
  ],
  search: 'Token or note',
  form: {
    entity: 'Single survey link',
    nameField: 'token',
    schema: z.object({
      survey_id: serverOptionField('Survey', { required: true }),
      app_id: serverOptionField('App', { required: true }),
      token: tokenField,
      expires_at: dateTimeField('Expires', { required: true }),
      disabled: flagField('Disabled'),
      note: optionalText('Note', 200),
    }),
    edit: true,
    fields: [
      {
        key: 'survey_id',
        label: 'Survey',
        kind: 'select',
        required: true,
        options: 'server',
        createOnly: true,
        description: 'Live surveys',
      },
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'token', label: 'Token', kind: 'text', createOnly: true, description: 'Empty: one is made' },
      { key: 'expires_at', label: 'Expires', kind: 'datetime', required: true },
      { key: 'disabled', label: 'Disabled', kind: 'switch' },
      { key: 'note', label: 'Note', kind: 'text' },
    ],
  },
});

/**
 * /cint-imports: Cint's reconciliation files. Page holders import a CSV of click ids; its matched Cint
 * (supplier 8) completes become 2 Reconciled, after a preview the admin confirms.
 */
export const cintImportsResource = defineResource({
  name: 'cint_imports',
  defaultFilters: lastDaysWindow(),
  url: '/api/cint-imports',
  routeName: 'cint_imports',
  title: 'Cint Imports',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'file_name', label: 'File', type: 'text' },
    { key: 'month', label: 'Month', type: 'text', sortable: true },
    { key: 'rows_total', label: 'Rows', type: 'number' },
    { key: 'matched', label: 'Matched', type: 'number' },
    { key: 'newly_reconciled', label: 'Newly Reconciled', type: 'number' },
    { key: 'already_reconciled', label: 'Already Reconciled', type: 'number' },
    { key: 'revenue_reversed', label: 'Revenue Reversed $', type: 'money', sortable: true },
    { key: 'unmatched', label: 'Unmatched', type: 'number' },
    { key: 'uploaded_by_name', label: 'Uploaded By', type: 'text' },
    { key: 'created_at', label: 'Uploaded', type: 'datetime', sortable: true },
  ],
  filters: [{ key: 'created_at', label: 'Uploaded', kind: 'dateRange' }],
  search: 'File',
  statistics: [
    { key: 'newly_reconciled', label: 'Newly Reconciled', type: 'number' },
    { key: 'revenue_reversed', label: 'Revenue Reversed $', type: 'money' },
  ],
  importable: { columns: [{ key: 'click_id', type: 'integer', required: true, min: 1 }], mode: 'insert', preview: true },
});

/**
 * /supplier-reconciliations' import (page holders): any supplier's reconciliation file, a CSV of supplier
 * id and click id or the supplier's transaction id per row; the matched completes of that supplier become
 * 2 Reconciled, after a preview. A row with neither id refuses the file (SUPPLIER_RECONCILIATION_IMPORT_MESSAGES).
 * One bad row (a supplier we do not know, a click id that is not a whole number) refuses the whole file,
 * naming its row and field; a click that is not a complete of its supplier is counted unmatched. Each
 * supplier of the file is recorded as one import (the imports list beside Cint Imports).
 */
export const SUPPLIER_RECONCILIATION_IMPORT_MESSAGES = {
  noReference: 'must be given, or a transaction_id: a row names its complete by one of them',
} as const;

export const supplierReconciliationImportsResource = defineResource({
  name: 'supplier_reconciliation_imports',
  defaultFilters: lastDaysWindow(),
  url: '/api/supplier-reconciliation-imports',
  routeName: 'supplier_reconciliations',
  title: 'Supplier Reconciliation Imports',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'supplier_id', label: 'Supplier ID', type: 'id', link: linkTo.supplier() },
    { key: 'supplier_name', label: 'Supplier', type: 'text', link: linkTo.supplier() },
    ...cintImportsResource.columns.filter((c) => c.key !== 'id'),
  ],
  filters: [
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'created_at', label: 'Uploaded', kind: 'dateRange' },
  ],
  search: 'File',
  statistics: cintImportsResource.statistics,
  importable: {
    columns: [
      { key: 'supplier_id', type: 'integer', required: true, min: 1, references: 'supplier' },
      // Each row names its complete by our click id or by the supplier's transaction id (either column, or both).
      { key: 'click_id', type: 'integer', min: 1 },
      { key: 'transaction_id', type: 'text', maxLength: 100 },
    ],
    mode: 'insert',
    preview: true,
  },
});

/** /app-supplier-settings: which supplier serves which app, on what terms. Page holders: edit, import CSV. */
export const appSupplierSettingsResource = defineResource({
  name: 'app_supplier_settings',
  url: '/api/app-supplier-settings',
  routeName: 'app_supplier_settings',
  title: 'App Supplier Settings',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text', link: linkTo.app(), sortable: true },
    { key: 'supplier_id', label: 'Supplier ID', type: 'id', link: linkTo.supplier() },
    { key: 'supplier_name', label: 'Supplier', type: 'text', link: linkTo.supplier(), sortable: true },
    { key: 'enabled', label: 'Enabled', type: 'boolean' },
    { key: 'publisher_share', label: 'Publisher Share %', type: 'percent', sortable: true },
    { key: 'min_cpi', label: 'Min CPI $', type: 'money', sortable: true },
    { key: 'max_loi', label: 'Max LOI', type: 'number', sortable: true },
    { key: 'daily_cap', label: 'Daily Cap', type: 'number' },
    { key: 'completes_7d', label: 'Completes 7 d', type: 'number', sortable: true },
    { key: 'updated_by_name', label: 'Updated By', type: 'text' },
    { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'app_id', label: 'App', kind: 'select', optionsFrom: 'filterData' },
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'enabled', label: 'Enabled', kind: 'select', optionsFrom: yesNoOptions },
  ],
  search: 'App or supplier',
  form: {
    entity: 'App supplier setting',
    nameField: 'supplier_name',
    schema: z.object({
      enabled: flagField('Enabled'),
      publisher_share: numberField('Publisher share %', { required: true, min: 0, max: 100 }),
      min_cpi: moneyField('Min CPI $', { required: true, max: 100 }),
      max_loi: numberField('Max LOI', { integer: true, min: 1, max: 180 }),
      daily_cap: numberField('Daily cap', { integer: true, min: 1, max: 1_000_000 }),
    }),
    create: false,
    edit: true,
    fields: [
      { key: 'enabled', label: 'Enabled', kind: 'switch' },
      { key: 'publisher_share', label: 'Publisher share %', kind: 'number', required: true, description: 'Payout = revenue x share' },
      { key: 'min_cpi', label: 'Min CPI $', kind: 'money', required: true },
      { key: 'max_loi', label: 'Max LOI', kind: 'number', description: 'Minutes; empty: no limit' },
      { key: 'daily_cap', label: 'Daily cap', kind: 'number', description: 'Completes a day; empty: no cap' },
    ],
  },
  importable: {
    columns: [
      { key: 'app_id', type: 'integer', required: true, references: 'app' },
      { key: 'supplier_id', type: 'integer', required: true, references: 'supplier' },
      { key: 'enabled', type: 'integer', required: true, min: 0 },
      { key: 'publisher_share', type: 'number', required: true, min: 0 },
      { key: 'min_cpi', type: 'number', required: true, min: 0 },
      { key: 'max_loi', type: 'integer', min: 1 },
      { key: 'daily_cap', type: 'integer', min: 1 },
    ],
    mode: 'upsert',
    key: 'app_id, supplier_id',
    preview: true,
  },
});
