import { defineResource, enumOptions, linkTo } from '../define.ts';

/** The status change's required comment (specification 02, section 5). */
const commentField = { key: 'comment', label: 'Internal comment' };

export const usersResource = defineResource({
  name: 'users',
  url: '/api/users',
  routeName: 'users',
  title: 'Users',
  // Spec 04 names bulk Ban, On Hold and Review (Multi Search Users); the list offers those without a date:
  // On Hold needs its expiry, which stays on user details.
  bulkActions: [
    { label: 'Ban', call: 'userActions.bulkStatus', idsField: 'user_ids', values: { status: 2, ban_indefinite: true }, commentField },
    { label: 'Review', call: 'userActions.bulkStatus', idsField: 'user_ids', values: { status: 4 }, commentField },
  ],
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.user('id') },
    { key: 'app_id', label: 'App ID', type: 'id', sortable: true, link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text', link: linkTo.app() },
    { key: 'hash', label: 'Hash', type: 'text' },
    { key: 'email', label: 'E-mail', type: 'text', sortable: true },
    { key: 'external_user_id', label: 'External ID', type: 'text' },
    { key: 'external_source', label: 'External Source', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text', sortable: true },
    { key: 'status', label: 'Status', type: 'status', sortable: true, enum: 'userStatus' },
    { key: 'balance', label: 'Balance', type: 'money', sortable: true },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
    { key: 'last_click_at', label: 'Last Click', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'User IDs', kind: 'list' },
    { key: 'ids', label: 'User IDs file', kind: 'file' },
    { key: 'email', label: 'E-mail', kind: 'text' },
    { key: 'hash', label: 'Hash', kind: 'equality', valueType: 'text' },
    { key: 'external_user_id', label: 'External ID', kind: 'equality', valueType: 'text' },
    { key: 'external_source', label: 'External Source', kind: 'equality', valueType: 'text' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('userStatus') },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
    { key: 'last_click_at', label: 'Last Click', kind: 'dateRange' },
  ],
  search: 'User id, e-mail or hash',
  // One call with the filters (and the ids file, when chosen) streams every matching user.
  exportUrl: '/api/users/download',
  exportName: 'users',
});
