import type { Product } from '../../../products.ts';
import { LOG_WINDOW, textOptions, userIdsFilter, createdFilter } from '../log-filters.ts';
import { lifecycleEventOptions, productTable } from './growth-page.ts';
import { productUserLink } from './product-page.ts';

/** /{p}-adjust-event-logs: attribution callbacks in and events out, proving they reach Adjust. Log. */
export const adjustEventLogsResource = (product: Product) =>
  productTable(product, 'adjust-event-logs', {
    title: 'Adjust Event Logs',
    simplePaginate: true,
    columns: [
      { key: 'id', label: 'ID', type: 'id', sortable: true },
      { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
      { key: 'adid', label: 'ADID', type: 'text' },
      { key: 'direction', label: 'Direction', type: 'text' },
      { key: 'event', label: 'Event', type: 'text' },
      { key: 'token', label: 'Token', type: 'text' },
      { key: 'revenue', label: 'Revenue $', type: 'money' },
      { key: 'network', label: 'Network', type: 'text' },
      { key: 'campaign', label: 'Campaign', type: 'text' },
      { key: 'http_status', label: 'HTTP Status', type: 'number' },
      { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
    ],
    defaultFilters: LOG_WINDOW,
    filters: [
      userIdsFilter,
      {
        key: 'event',
        label: 'Event',
        kind: 'select',
        valueType: 'text',
        optionsFrom: [{ value: 'install', label: 'install' }, ...lifecycleEventOptions],
      },
      { key: 'direction', label: 'Direction', kind: 'select', valueType: 'text', optionsFrom: textOptions({ in: 'In', out: 'Out' }) },
      { key: 'failed', label: 'Failed only', kind: 'select', optionsFrom: [{ value: 1, label: 'Yes' }] },
      createdFilter(),
    ],
  });
