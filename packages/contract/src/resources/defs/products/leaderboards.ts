import { defineResource, enumOptions } from '../../define.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** /{p}-leaderboards (hc, po, es): run and pay them (specification 04, section 1). */
export const productLeaderboardsPage: ProductPageKind = {
  path: productSlugPath('leaderboards'),
  api: 'leaderboards',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'period_start', label: 'From', type: 'date', sortable: true },
        { key: 'period_end', label: 'To', type: 'date', sortable: true },
        { key: 'participants', label: 'Participants', type: 'number' },
        { key: 'prizes', label: 'Prizes (points by rank)', type: 'json' },
        { key: 'prize_pool_usd', label: 'Prize Pool', type: 'money' },
        { key: 'status', label: 'Status', type: 'status', enum: 'leaderboardStatus' },
        { key: 'paid_at', label: 'Paid', type: 'datetime' },
      ],
      filters: [{ key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: enumOptions('leaderboardStatus') }],
    }),
};

export const productLeaderboardsResources = productPages(productLeaderboardsPage);
