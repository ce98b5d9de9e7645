import type { Product } from '../../../products.ts';
import { completesResource } from '../clicks.ts';
import { LOG_WINDOW } from '../log-filters.ts';
import { productTable } from './growth-page.ts';
import { productUserLink } from './product-page.ts';

/** /fs-completes: the completes of the product's users with the user's side (reward in points and $). Log. */
export const productCompletesResource = (product: Product) =>
  productTable(product, 'completes', {
    title: 'Completes',
    simplePaginate: true,
    defaultSort: completesResource.defaultSort,
    columns: [
      ...completesResource.columns.map((c) => (c.key === 'user_id' ? { ...c, link: productUserLink(product) } : c)),
      { key: 'user_reward_usd', label: 'User Reward $', type: 'money' },
    ],
    filters: completesResource.filters,
    defaultFilters: { completed_at: LOG_WINDOW.created_at },
  });
