import { canOpenRoute, pathFor, type AdminPrincipal, type ColumnLink } from '@bo/contract';
import { toQueryString } from '../../table/state/url-codec.ts';

/** Where an entity label leads: a route with its params, and query filters for list targets. */
export interface EntityTarget {
  routeName: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/**
 * The entity labels of specification 01, 2.8, by entity: users open the EarnStar user page, the
 * others their details; a supplier buyer can also open the buyers list filtered to it.
 */
export const entityTargets = {
  user: (userId: string | number): EntityTarget => ({ routeName: 'es_user_details', params: { userId } }),
  survey: (surveyId: string | number): EntityTarget => ({ routeName: 'survey_details', params: { surveyId } }),
  supplier: (supplierId: string | number): EntityTarget => ({ routeName: 'supplier_details', params: { supplierId } }),
  supplierBuyer: (supplierBuyerId: string | number): EntityTarget => ({ routeName: 'supplier_buyer_details', params: { supplierBuyerId } }),
  /** "supplier_buyers {filterSupplierBuyer}": the list, filtered by the buyer's own id, as the list engine names it. */
  supplierBuyers: (supplierBuyerId: string | number): EntityTarget => ({
    routeName: 'supplier_buyers',
    query: { 'filter[supplier_buyer_id]': supplierBuyerId },
  }),
  app: (appId: string | number): EntityTarget => ({ routeName: 'app_details', params: { appId } }),
};

/** A resource column's link (contract) for the value of one row. */
export const columnLinkTarget = (link: ColumnLink, value: string | number): EntityTarget => ({
  routeName: link.routeName,
  params: { [link.paramName]: value },
});

/**
 * The href of a label, or null when the admin may not open the route: then the label is plain
 * text (specification 01, 2.8). Permissions are checked synchronously from the admin in hand.
 */
export function entityHref(admin: AdminPrincipal | null, target: EntityTarget): string | null {
  if (!admin || !canOpenRoute(admin, target.routeName)) return null;
  const query = new URLSearchParams(Object.entries(target.query ?? {}).map(([k, v]) => [k, String(v)]));
  return `${pathFor(target.routeName, target.params)}${toQueryString(query)}`;
}
