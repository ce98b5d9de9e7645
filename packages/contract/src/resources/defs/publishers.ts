import { activeOptions, defineResource, linkTo } from '../define.ts';

export const publishersResource = defineResource({
  name: 'publishers',
  url: '/api/publishers',
  routeName: 'publishers',
  title: 'Publishers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.publisher('id') },
    { key: 'name', label: 'Name', type: 'text', sortable: true, link: linkTo.publisher('id') },
    { key: 'status', label: 'Status', type: 'status', sortable: true },
    { key: 'contact_email', label: 'Contact E-mail', type: 'text' },
    { key: 'revenue_share', label: 'Revenue Share', type: 'percent', sortable: true },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Publisher IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'status', label: 'Status', kind: 'select', optionsFrom: activeOptions },
  ],
  search: 'Publisher id or name',
  detail: { routeName: 'publisher_details', entity: 'Publisher' },
});
