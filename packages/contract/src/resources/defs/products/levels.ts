import { defineResource } from '../../define.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** /{p}-levels (hc, po, es): the level ladder (specification 04, section 1). */
export const productLevelsPage: ProductPageKind = {
  path: productSlugPath('levels'),
  api: 'levels',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      defaultSort: { key: 'level', direction: 'asc' },
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'level', label: 'Level', type: 'number', sortable: true },
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'points_needed', label: 'Points Needed', type: 'number' },
        { key: 'level_up_bonus', label: 'Level-Up Bonus (points)', type: 'number' },
        { key: 'level_up_bonus_usd', label: 'Level-Up Bonus', type: 'money' },
        { key: 'users_at_level', label: 'Users at Level', type: 'number' },
      ],
      filters: [],
    }),
};

export const productLevelsResources = productPages(productLevelsPage);
