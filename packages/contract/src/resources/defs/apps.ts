import { defineResource, linkTo, yesNoOptions } from '../define.ts';

export const appsResource = defineResource({
  name: 'apps',
  url: '/api/apps',
  routeName: 'apps',
  title: 'Apps',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.app('id') },
    { key: 'name', label: 'Name', type: 'text', sortable: true, link: linkTo.app('id') },
    { key: 'hash', label: 'Hash', type: 'text' },
    { key: 'project', label: 'Project', type: 'text', sortable: true },
    { key: 'currency_name', label: 'Currency', type: 'text' },
    { key: 'points_divisor', label: 'Points per Dollar', type: 'number' },
    { key: 'exchange_rate', label: 'Exchange Rate', type: 'number' },
    { key: 'is_core', label: 'Core App', type: 'boolean' },
    { key: 'users_count', label: 'Users', type: 'number' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'App IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'project', label: 'Project', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'is_core', label: 'Core App', kind: 'select', optionsFrom: yesNoOptions },
  ],
  search: 'App id or name',
  detail: { routeName: 'app_details', entity: 'App' },
});
