import { activeOptions, defineResource } from '../../define.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** /{p}-rewards: the cash-out catalogue (specification 04, section 1). */
export const productRewardsPage: ProductPageKind = {
  path: productSlugPath('rewards'),
  api: 'rewards',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'name', label: 'Name', type: 'text', sortable: true },
        { key: 'type', label: 'Type', type: 'text' },
        { key: 'countries', label: 'Countries', type: 'text' },
        { key: 'denominations', label: 'Denominations ($)', type: 'text' },
        { key: 'points_per_usd', label: 'Points per $', type: 'number' },
        { key: 'fee_percent', label: 'Fee', type: 'percent' },
        { key: 'confirmation_threshold', label: 'Confirmation Threshold', type: 'money' },
        { key: 'status', label: 'Status', type: 'boolean' },
        { key: 'claims_30d_usd', label: 'Claims 30 d', type: 'money' },
      ],
      filters: [
        { key: 'type', label: 'Type', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
        { key: 'status', label: 'Status', kind: 'select', optionsFrom: activeOptions },
      ],
    }),
};

export const productRewardsResources = productPages(productRewardsPage);
