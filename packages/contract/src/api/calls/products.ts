import type { ApiCall } from '../types.ts';
import { routeByName } from '../../routes/lookup.ts';
import { PRODUCT_ROW_ACTIONS, productPageKind, rowActionPath } from '../../resources/defs/products/actions.ts';
import { productGrowthResources } from '../../resources/defs/products/growth.ts';

/** The growth pages' row actions (issue 16): page holders, i.e. the page's own permission. */
export const productGrowthCalls: readonly ApiCall[] = productGrowthResources.flatMap((r) =>
  (PRODUCT_ROW_ACTIONS[productPageKind(r.name)] ?? []).map((action): ApiCall => ({
    name: `${r.name}.${action.key}`,
    method: action.method,
    path: rowActionPath(r.url, action),
    upstream: 'admin',
    permission: routeByName(r.routeName)!.permission,
  })),
);
