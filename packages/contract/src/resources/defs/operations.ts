import { z } from 'zod';
import { optionalText, requiredText } from '../create.ts';
import { defineResource, linkTo } from '../define.ts';

/** A config row as 'Add Another' creates it: the same limits as the import's columns. */
export const ZConfigCreate = z.object({
  key: requiredText('Key', 100),
  value: requiredText('Value', 2000),
  description: optionalText('Description', 255),
});
export type ConfigCreate = z.infer<typeof ZConfigCreate>;

export const ipLogsResource = defineResource({
  name: 'ip_logs',
  url: '/api/ip-logs',
  routeName: 'ip_logs',
  title: 'IP Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text' },
    { key: 'city', label: 'City', type: 'text' },
    { key: 'action', label: 'Action', type: 'text' },
    { key: 'user_agent', label: 'User Agent', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'userId', label: 'User IDs', kind: 'list' },
    { key: 'ip', label: 'IP', kind: 'equality', valueType: 'ip' },
    { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
    { key: 'action', label: 'Action', kind: 'equality', valueType: 'text' },
    { key: 'created_at', label: 'Time', kind: 'dateRange' },
  ],
});

export const paymentsResource = defineResource({
  name: 'payments',
  url: '/api/payments',
  routeName: 'payments',
  title: 'Payments',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', sortable: true, link: linkTo.user() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text', link: linkTo.app() },
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    { key: 'method', label: 'Method', type: 'text', sortable: true },
    { key: 'status', label: 'Status', type: 'status', sortable: true },
    { key: 'reference', label: 'Reference', type: 'text' },
    { key: 'created_at', label: 'Requested', type: 'datetime', sortable: true },
    { key: 'paid_at', label: 'Paid', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'userId', label: 'User IDs', kind: 'list' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'method', label: 'Method', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    {
      key: 'status',
      label: 'Status',
      kind: 'multiSelect',
      optionsFrom: [
        { value: 0, label: 'Pending' },
        { value: 1, label: 'Paid' },
        { value: 2, label: 'Failed' },
      ],
    },
    { key: 'amount', label: 'Amount', kind: 'range', valueType: 'number' },
    { key: 'month', label: 'Month', kind: 'month' },
    { key: 'created_at', label: 'Requested', kind: 'dateRange' },
  ],
  statistics: [
    { key: 'total_amount', label: 'Total', type: 'money' },
    { key: 'paid_amount', label: 'Paid', type: 'money' },
  ],
});

export const configsResource = defineResource({
  name: 'configs',
  url: '/api/configs',
  routeName: 'configs',
  title: 'Configs',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'key', label: 'Key', type: 'text', sortable: true },
    { key: 'value', label: 'Value', type: 'text' },
    { key: 'description', label: 'Description', type: 'text' },
    { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: true },
    { key: 'updated_by', label: 'Updated By', type: 'id' },
    { key: 'updated_by_name', label: 'Updated By Name', type: 'text' },
  ],
  filters: [
    { key: 'key', label: 'Key', kind: 'text' },
    { key: 'value', label: 'Value', kind: 'text' },
  ],
  search: 'Key',
  form: {
    entity: 'Config',
    nameField: 'key',
    schema: ZConfigCreate,
    fields: [
      { key: 'key', label: 'Key', kind: 'text', required: true },
      { key: 'value', label: 'Value', kind: 'textarea', required: true },
      { key: 'description', label: 'Description', kind: 'text' },
    ],
  },
  importable: {
    mode: 'upsert',
    key: 'key',
    columns: [
      { key: 'key', type: 'text', required: true, maxLength: 100 },
      { key: 'value', type: 'text', required: true, maxLength: 2000 },
      { key: 'description', type: 'text', maxLength: 255 },
    ],
  },
});
