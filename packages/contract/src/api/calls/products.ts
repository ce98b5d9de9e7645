import type { ApiCall } from '../types.ts';
import { routeByName } from '../../routes/lookup.ts';
import { ZProductIdParams } from '../../product-money/schemas.ts';
import {
  PRODUCT_ROW_ACTIONS,
  productPageKind,
  rowActionPath,
  ZRowActionAnswer,
  type ProductRowAction,
} from '../../resources/defs/products/actions.ts';
import { productGrowthResources } from '../../resources/defs/products/growth.ts';
import type { ResourceDef } from '../../resources/types.ts';
import { ZNoBody } from '../../schemas/no-body.ts';

/** One growth page's row action as a call: the action's body schema (none: ZNoBody), the row after as the answer. */
export const productRowActionCall = (r: ResourceDef, action: ProductRowAction) => ({
  name: `${r.name}.${action.key}`,
  method: action.method,
  path: rowActionPath(r.url, action),
  upstream: 'admin' as const,
  permission: routeByName(r.routeName)!.permission,
  summary: `${action.label}: a row of ${r.title}`,
  params: ZProductIdParams,
  ...(action.method === 'DELETE' ? {} : { body: action.body ?? ZNoBody }),
  answer: ZRowActionAnswer,
});

/** The growth pages' row actions (issue 16): page holders, i.e. the page's own permission. */
export const productGrowthCalls: readonly ApiCall[] = productGrowthResources.flatMap((r) =>
  (PRODUCT_ROW_ACTIONS[productPageKind(r.name)] ?? []).map((action): ApiCall => productRowActionCall(r, action)),
);
