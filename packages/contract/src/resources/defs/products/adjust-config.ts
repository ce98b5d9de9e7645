import type { Product } from '../../../products.ts';
import { yesNoOptions } from '../../define.ts';
import { productTable } from './growth-page.ts';

/** /{p}-adjust-config (the route's project prop names the product): which of our events go to Adjust. */
export const adjustConfigResource = (product: Product) =>
  productTable(
    product,
    'adjust-config',
    {
      title: 'Adjust Config',
      defaultSort: { key: 'id', direction: 'asc' },
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'our_event', label: 'Our Event', type: 'text', sortable: true },
        { key: 'adjust_token', label: 'Adjust Token', type: 'text' },
        { key: 'platform', label: 'Platform', type: 'text', sortable: true },
        { key: 'app_token', label: 'App Token', type: 'text' },
        { key: 'send_revenue', label: 'Send Revenue', type: 'boolean' },
        { key: 'enabled', label: 'Enabled', type: 'boolean' },
        { key: 'last_sent_at', label: 'Last Sent', type: 'datetime', sortable: true },
      ],
      filters: [
        { key: 'platform', label: 'Platform', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
        { key: 'enabled', label: 'Enabled', kind: 'select', optionsFrom: yesNoOptions },
      ],
    },
    `/api/${product.project}/adjust-config`,
  );
