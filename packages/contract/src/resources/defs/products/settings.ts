import { defineResource } from '../../define.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/**
 * /{p}-settings: key/value settings (specification 04, section 1). The page is a fixed grant: fs top
 * admins plus 5, 6, 55; the others top admins plus 6, 55 (grants.ts).
 */
export const productSettingsPage: ProductPageKind = {
  path: productSlugPath('settings'),
  api: 'settings',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      defaultSort: { key: 'key', direction: 'asc' },
      columns: [
        { key: 'key', label: 'Key', type: 'text', sortable: true },
        { key: 'value', label: 'Value', type: 'text' },
        { key: 'description', label: 'Description', type: 'text' },
        { key: 'updated_by_name', label: 'Updated By', type: 'text' },
        { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: true },
      ],
      filters: [],
    }),
};

export const productSettingsResources = productPages(productSettingsPage);
