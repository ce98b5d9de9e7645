import { defineResource } from '../../define.ts';
import { productNamedBonusPath, productPages, type ProductPageKind } from './product-page.ts';

/**
 * /fs-five-surveys-bonus, /po-prime-opinion-bonus: the product's own bonus programme, tab Rules
 * (specification 04, section 1). The Granted tab is the product's Bonus 200 transactions of a rule.
 */
export const productNamedBonusPage: ProductPageKind = {
  path: productNamedBonusPath,
  api: 'named-bonus-rules',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'condition', label: 'Condition', type: 'text' },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'countries', label: 'Countries', type: 'text' },
        { key: 'valid_from', label: 'From', type: 'date' },
        { key: 'valid_to', label: 'To', type: 'date' },
        { key: 'enabled', label: 'Enabled', type: 'boolean' },
        { key: 'granted', label: 'Granted', type: 'number' },
        { key: 'granted_usd', label: 'Granted $', type: 'money' },
      ],
      filters: [],
    }),
};

export const productNamedBonusResources = productPages(productNamedBonusPage);
