import { decide, type AdminPrincipal } from '../access.ts';
import { FIXED_GRANTS } from '../grants.ts';
import { routeByName } from '../routes/lookup.ts';
import { routes } from '../routes/table.ts';

/**
 * Permissions that are neither a route's main permission nor a sub-permission of one, but that
 * other code checks by name. Each entry says who needs it.
 */
export const EXTRA_PERMISSIONS: readonly string[] = [
  // Quick-link bar modal "User Profiling Basics" (specification 01, 2.6): a quick link without a
  // permission of its own is checked by its name; also guards GET /api/user-profiling/:id/basics.
  'user_profiling_basics',
  // Quick-link bar modal "User Offers Overview" (GET /api/user/:id/offer-details).
  'user_offers_overview',
  // Quick-link bar modal "Clicks Breakdown" (GET /api/surveys/:id/click-breakdown).
  'clicks_breakdown',
];

/**
 * Every permission that exists: what a super admin may be granted and what the gateway accepts in
 * a call's permission. Anything else is denied by decide() as uncatalogued.
 */
export const permissionCatalogue: ReadonlySet<string> = new Set([
  ...routes.flatMap((r) => [r.permission, ...(r.subPermissions ?? [])]),
  ...FIXED_GRANTS.flatMap((g) => g.permissions),
  ...EXTRA_PERMISSIONS,
]);

/** Whether the admin holds the permission (the one rule of access.ts, against the catalogue). */
export function can(admin: AdminPrincipal, permission: string): boolean {
  return decide(admin, permission, permissionCatalogue).allowed;
}

/** Whether the admin may open the route of that name (its main permission); unknown routes: no. */
export function canOpenRoute(admin: AdminPrincipal, routeName: string): boolean {
  const route = routeByName(routeName);
  return route !== undefined && can(admin, route.permission);
}
