import { PRODUCTS, type Product } from '../../../products.ts';
import { namedBonusPath } from '../../../routes/products.ts';
import { routeByName } from '../../../routes/lookup.ts';
import { routeNameFromPath } from '../../../routes/naming.ts';
import type { ColumnLink, ResourceDef, ResourceFilter } from '../../types.ts';

/**
 * A per-product page kind: one definition parameterised by the product (specification 04, section 1),
 * built for exactly the products whose route the contract's route table has (specification 01, 2.4).
 */
export interface ProductPageKind {
  /** The route's slug after the product prefix: 'claims' for /fs-claims; or the path for a product. */
  path: (product: Product) => string;
  /** The list call's tail after /api/{project}/. */
  api: string;
  build: (page: ProductPage) => ResourceDef;
}

/** What one product's page of a kind is called and where it reads. */
export interface ProductPage {
  product: Product;
  /** Route (and resource) name: fs_claims. */
  routeName: string;
  /** List call: /api/five-surveys/claims. */
  url: string;
  title: string;
}

export const productSlugPath =
  (slug: string) =>
  (product: Product): string =>
    `/${product.prefix}-${slug}`;
export const productNamedBonusPath = (product: Product): string => namedBonusPath(product);

/** The pages of one kind, for the products whose route exists. */
export function productPages(kind: ProductPageKind): ResourceDef[] {
  return PRODUCTS.flatMap((product) => {
    const routeName = routeNameFromPath(kind.path(product));
    const route = routeByName(routeName);
    if (!route) return [];
    return [kind.build({ product, routeName, url: `/api/${product.project}/${kind.api}`, title: route.title })];
  });
}

/** Users link to the product's own user page ({p}_user_details, specification 04, section 1). */
export const productUserLink = (product: Product, valueKey = 'user_id'): ColumnLink => ({
  routeName: `${product.prefix}_user_details`,
  paramName: 'userId',
  valueKey,
});

/** filter[userId], as quick links and user pages fill it. */
export const productUserFilter: ResourceFilter = { key: 'userId', label: 'User IDs', kind: 'list' };
