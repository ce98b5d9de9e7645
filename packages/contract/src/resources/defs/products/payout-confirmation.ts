import { defineResource } from '../../define.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** /po-config-payout-confirmation: which claims wait for a person (specification 04, section 1). */
export const productPayoutConfirmationPage: ProductPageKind = {
  path: productSlugPath('config-payout-confirmation'),
  api: 'payout-confirmation-rules',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'condition', label: 'Condition', type: 'text' },
        { key: 'value', label: 'Value', type: 'text' },
        { key: 'outcome', label: 'Outcome', type: 'text' },
        { key: 'enabled', label: 'Enabled', type: 'boolean' },
        { key: 'caught_30d', label: 'Caught 30 d', type: 'number' },
        { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
      ],
      filters: [],
    }),
};

export const productPayoutConfirmationResources = productPages(productPayoutConfirmationPage);
