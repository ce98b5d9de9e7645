import { defineResource, enumOptions } from '../../define.ts';
import { lastDaysWindow } from '../log-filters.ts';
import { productPages, productSlugPath, productUserFilter, productUserLink, type ProductPageKind } from './product-page.ts';

/** /{p}-claims: the cash-out desk (specification 04, section 1). */
export const productClaimsPage: ProductPageKind = {
  path: productSlugPath('claims'),
  api: 'claims',
  build: ({ product, routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
        { key: 'status', label: 'Status', type: 'status', enum: 'claimStatus' },
        { key: 'reward_name', label: 'Reward', type: 'text' },
        { key: 'amount', label: 'Amount', type: 'money', sortable: true },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'payout_account', label: 'Payout Account', type: 'text' },
        { key: 'user_status', label: 'User Status', type: 'status', enum: 'userStatus' },
        { key: 'first_claim', label: 'First Claim', type: 'boolean' },
        { key: 'created_at', label: 'Requested', type: 'datetime', sortable: true },
        { key: 'paid_at', label: 'Paid', type: 'datetime', sortable: true },
      ],
      filters: [
        { key: 'id', label: 'IDs', kind: 'list' },
        productUserFilter,
        { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('claimStatus') },
        { key: 'reward_id', label: 'Reward', kind: 'multiSelect', optionsFrom: 'filterData' },
        { key: 'amount', label: 'Amount', kind: 'range', valueType: 'number' },
        { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
        { key: 'created_at', label: 'Requested', kind: 'dateRange' },
      ],
      // Specification 04, section 1: status defaults to 0 Pending and 3 Waiting Confirmation.
      defaultFilters: { status: '0,3', ...lastDaysWindow() },
      statistics: [
        { key: 'claimed_usd', label: 'Claimed', type: 'money' },
        { key: 'paid_usd', label: 'Paid', type: 'money' },
        { key: 'waiting_usd', label: 'Waiting Confirmation', type: 'money' },
      ],
    }),
};

export const productClaimsResources = productPages(productClaimsPage);
