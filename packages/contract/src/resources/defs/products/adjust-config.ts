import { z } from 'zod';
import type { Product } from '../../../products.ts';
import { requiredText } from '../../create.ts';
import { flagField } from '../../form.ts';
import { yesNoOptions } from '../../define.ts';
import { productTable } from './growth-page.ts';

/** A mapping as edited (page holders: edit). */
export const ZAdjustMapping = z.object({
  adjust_token: requiredText('Adjust Token', 40),
  send_revenue: flagField('Send Revenue'),
});

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
      form: {
        entity: 'Adjust event',
        nameField: 'adjust_token',
        schema: ZAdjustMapping,
        create: false,
        edit: true,
        fields: [
          { key: 'adjust_token', label: 'Adjust Token', kind: 'text', required: true },
          { key: 'send_revenue', label: 'Send Revenue', kind: 'switch' },
        ],
      },
    },
    `/api/${product.project}/adjust-config`,
  );
