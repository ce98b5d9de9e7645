import { activeOptions, defineResource } from '../../define.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** /{p}-bonus-codes (not fs): promo codes (specification 04, section 1). */
export const productBonusCodesPage: ProductPageKind = {
  path: productSlugPath('bonus-codes'),
  api: 'bonus-codes',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'code', label: 'Code', type: 'text', sortable: true },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'usd', label: 'Value', type: 'money' },
        { key: 'max_redemptions', label: 'Max Redemptions', type: 'number' },
        { key: 'per_user_limit', label: 'Per-User Limit', type: 'number' },
        { key: 'redeemed', label: 'Redeemed', type: 'number' },
        { key: 'given_usd', label: 'Given', type: 'money' },
        { key: 'valid_from', label: 'Valid From', type: 'datetime', sortable: true },
        { key: 'valid_to', label: 'Valid To', type: 'datetime', sortable: true },
        { key: 'status', label: 'Active', type: 'boolean' },
      ],
      filters: [
        { key: 'code', label: 'Code', kind: 'text' },
        { key: 'status', label: 'Status', kind: 'select', optionsFrom: activeOptions },
      ],
    }),
};

export const productBonusCodesResources = productPages(productBonusCodesPage);
