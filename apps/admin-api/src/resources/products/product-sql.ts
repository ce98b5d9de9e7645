import { productByPrefix, routeByName, type Product, type ResourceDef } from '@bo/contract';
import type { ServerResource } from '../../list-engine/types.ts';

/** The product a per-product definition belongs to (its route carries the prefix). */
export function productOf(def: ResourceDef): Product {
  const prefix = routeByName(def.routeName)?.product;
  const product = prefix ? productByPrefix(prefix) : undefined;
  if (!product) throw new Error(`${def.name} is not a per-product page`);
  return product;
}

/** Points in the app's units as dollars (specification 04, rule 3), 2 decimals; the divisor is ours, not a request value. */
export const usd = (product: Product, points: string): string => `round((${points})::numeric / ${product.pointsDivisor}, 2)::float8`;

/** The SQL side of every product's page of one kind. */
export const serverPages = (
  defs: readonly ResourceDef[],
  build: (def: ResourceDef, product: Product) => ServerResource,
): ServerResource[] => defs.map((def) => build(def, productOf(def)));

/** Mask a payout account: its first 2 and last 4 characters (specification 04, section 1: "masked"). */
export const maskedAccount = (column: string): string =>
  `CASE WHEN ${column} IS NULL THEN NULL WHEN length(${column}) <= 6 THEN repeat('*', length(${column}))
     ELSE left(${column}, 2) || repeat('*', length(${column}) - 6) || right(${column}, 4) END`;
