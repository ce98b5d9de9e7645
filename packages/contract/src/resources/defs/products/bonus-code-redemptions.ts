import { defineResource } from '../../define.ts';
import { lastDaysWindow } from '../log-filters.ts';
import { productPages, productSlugPath, productUserFilter, productUserLink, type ProductPageKind } from './product-page.ts';

/** /{p}-bonus-code-redemptions (not fs): spot code abuse (specification 04, section 1). */
export const productBonusCodeRedemptionsPage: ProductPageKind = {
  path: productSlugPath('bonus-code-redemptions'),
  api: 'bonus-code-redemptions',
  build: ({ product, routeName, url, title }) =>
    defineResource({
      name: routeName,
      defaultFilters: lastDaysWindow(),
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'code', label: 'Code', type: 'text' },
        { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'usd', label: 'Amount', type: 'money' },
        { key: 'ip', label: 'IP', type: 'text' },
        { key: 'user_status', label: 'User Status', type: 'status', enum: 'userStatus' },
        { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
      ],
      filters: [
        { key: 'code_id', label: 'Code', kind: 'multiSelect', optionsFrom: 'filterData' },
        productUserFilter,
        { key: 'created_at', label: 'Time', kind: 'dateRange' },
      ],
    }),
};

export const productBonusCodeRedemptionsResources = productPages(productBonusCodeRedemptionsPage);
