import { defineResource, enumOptions } from '../define.ts';

/** Staff accounts: never the password hash (the columns are the whole answer). */
export const adminsResource = defineResource({
  name: 'admins',
  url: '/api/admins',
  routeName: 'admins',
  title: 'Admins',
  exportable: false,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'email', label: 'E-mail', type: 'text', sortable: true },
    { key: 'role', label: 'Role', type: 'status', sortable: true, enum: 'adminRole' },
    { key: 'hex_color', label: 'Colour', type: 'text' },
    { key: 'modules', label: 'Modules', type: 'json' },
  ],
  filters: [
    { key: 'id', label: 'Admin IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'email', label: 'E-mail', kind: 'text' },
    { key: 'role', label: 'Role', kind: 'multiSelect', optionsFrom: enumOptions('adminRole') },
  ],
  search: 'Name or e-mail (part, any case) or the exact id',
});

/**
 * Page views and actions of the staff. 'Written by' keeps apart what a browser sent (POST
 * /api/admin-logs: page views, clicks, copies, searches; origin 'client') from what a service wrote
 * about a change it made (origin 'server'), and a filter shows one kind alone.
 */
export const adminLogsResource = defineResource({
  name: 'admin_logs',
  url: '/api/admin-logs',
  routeName: 'admin_logs',
  title: 'Admin Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'origin', label: 'Written By', type: 'text' },
    { key: 'admin_id', label: 'Admin ID', type: 'id' },
    { key: 'admin_name', label: 'Admin', type: 'text' },
    { key: 'original_admin_id', label: 'Signed In As', type: 'id' },
    { key: 'original_admin_name', label: 'Signed In Admin', type: 'text' },
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'action', label: 'Action', type: 'text' },
    { key: 'request_url', label: 'URL', type: 'text' },
    { key: 'data', label: 'Data', type: 'json' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'admin_id', label: 'Admin', kind: 'multiSelect', optionsFrom: 'filterData' },
    {
      key: 'origin',
      label: 'Written By',
      kind: 'select',
      valueType: 'text',
      optionsFrom: [
        { value: 'server', label: 'Server (a change it made)' },
        { value: 'client', label: 'Browser (sent by the client)' },
      ],
    },
    {
      key: 'type',
      label: 'Type',
      kind: 'select',
      valueType: 'text',
      optionsFrom: [
        { value: 'page_view', label: 'Page view' },
        { value: 'action', label: 'Action' },
      ],
    },
    { key: 'action', label: 'Action', kind: 'equality', valueType: 'text' },
    { key: 'request_url', label: 'URL', kind: 'text' },
    { key: 'created_at', label: 'Time', kind: 'dateRange' },
  ],
});
