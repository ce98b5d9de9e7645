import { PRODUCT_LEVEL_PREFIXES } from '../../../product-money/constants.ts';
import { defineResource, enumOptions } from '../../define.ts';
import { productPages, productSlugPath, productUserLink, type ProductPageKind } from './product-page.ts';

/** /{p}-users: the product's accounts and their money (specification 04, section 1). */
export const productUsersPage: ProductPageKind = {
  path: productSlugPath('users'),
  api: 'users',
  build: ({ product, routeName, url, title }) => {
    const withLevel = PRODUCT_LEVEL_PREFIXES.includes(product.prefix);
    return defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true, link: productUserLink(product, 'id') },
        { key: 'email', label: 'E-Mail', type: 'text' },
        { key: 'country_code', label: 'Country', type: 'text' },
        { key: 'status', label: 'Status', type: 'status', enum: 'userStatus' },
        { key: 'balance', label: 'Balance (points)', type: 'number', sortable: true },
        { key: 'balance_usd', label: 'Balance', type: 'money' },
        { key: 'earned_usd', label: 'Earned', type: 'money' },
        { key: 'claimed_usd', label: 'Claimed', type: 'money' },
        { key: 'completes', label: 'Completes', type: 'number' },
        ...(withLevel ? [{ key: 'level', label: 'Level', type: 'number' as const, sortable: true }] : []),
        { key: 'external_source', label: 'Source', type: 'text' },
        { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
        { key: 'last_click_at', label: 'Last Click', type: 'datetime', sortable: true },
      ],
      filters: [
        { key: 'id', label: 'IDs', kind: 'list' },
        { key: 'email', label: 'E-Mail', kind: 'text' },
        { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('userStatus') },
        { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
        { key: 'external_source', label: 'Source', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
        ...(withLevel ? [{ key: 'level', label: 'Level', kind: 'multiSelect' as const, optionsFrom: 'filterData' as const }] : []),
        { key: 'created_at', label: 'Created', kind: 'dateRange' },
      ],
      statistics: [
        { key: 'balance_usd', label: 'Balances', type: 'money' },
        { key: 'users', label: 'Users', type: 'number' },
      ],
    });
  },
};

export const productUsersResources = productPages(productUsersPage);
