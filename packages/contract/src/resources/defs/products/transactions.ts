import { transactionType } from '../../../enums/activity.ts';
import { defineResource, enumOptions, linkTo } from '../../define.ts';
import { lastDaysWindow } from '../log-filters.ts';
import { productPages, productSlugPath, productUserFilter, productUserLink, type ProductPageKind } from './product-page.ts';

/** The statistic of one transaction type: its points summed over the filtered rows. */
export const transactionTypeStatistic = (type: number): string => `points_${type}`;

/** /{p}-transactions: the ledger support reads when points go "missing" (specification 04, section 1). Log. */
export const productTransactionsPage: ProductPageKind = {
  path: productSlugPath('transactions'),
  api: 'transactions',
  build: ({ product, routeName, url, title }) =>
    defineResource({
      name: routeName,
      defaultFilters: lastDaysWindow(),
      url,
      routeName,
      title,
      simplePaginate: true,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
        { key: 'type', label: 'Type', type: 'status', enum: 'transactionType' },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'usd', label: 'Amount', type: 'money' },
        { key: 'reference', label: 'Reference', type: 'text' },
        { key: 'click_id', label: 'Click', type: 'id', link: linkTo.click('click_id') },
        { key: 'offer_event_id', label: 'Offer Event', type: 'id' },
        { key: 'claim_id', label: 'Claim', type: 'id' },
        { key: 'bonus_code', label: 'Code', type: 'text' },
        { key: 'admin_name', label: 'Admin', type: 'text' },
        { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
      ],
      filters: [
        productUserFilter,
        { key: 'type', label: 'Type', kind: 'multiSelect', optionsFrom: enumOptions('transactionType') },
        { key: 'admin_id', label: 'Admin', kind: 'multiSelect', optionsFrom: 'filterData' },
        { key: 'created_at', label: 'Time', kind: 'dateRange' },
      ],
      statistics: [
        { key: 'points_total', label: 'Total (points)', type: 'number' },
        ...transactionType.options.map((o) => ({ key: transactionTypeStatistic(o.value), label: o.label, type: 'number' as const })),
      ],
    }),
};

export const productTransactionsResources = productPages(productTransactionsPage);
